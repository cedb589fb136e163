/** One image of a full-screen lightbox. */
export interface LightboxImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly caption: string;
}

/**
 * Opens the shared full-screen image lightbox at `index`. PhotoSwipe's core and its CSS are a lazy
 * chunk fetched on the first open only; focus goes back to `returnTo` on close.
 */
export async function openImageLightbox(items: readonly LightboxImage[], index: number, returnTo: HTMLElement | null): Promise<void> {
  if (items.length === 0) return;
  const { showPhotoSwipe } = await import('./photoswipe.ts');
  showPhotoSwipe(items, Math.min(Math.max(index, 0), items.length - 1), returnTo);
}
