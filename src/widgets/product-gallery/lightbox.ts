import type { LightboxItem } from './slides.ts';

/** Opens the lightbox, importing PhotoSwipe's core (and its CSS) on the first open only. */
export async function openLightbox(items: readonly LightboxItem[], index: number, returnTo: HTMLElement | null): Promise<void> {
  const { openPhotoSwipe } = await import('./photoswipe.ts');
  openPhotoSwipe(items, index, returnTo);
}
