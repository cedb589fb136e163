/** Spec §8 'Lightbox image'. Kept here so that showing them never pulls PhotoSwipe in. */
export const LIGHTBOX_ERROR = 'Imaginea nu a putut fi încărcată.';
export const lightboxErrorFor = (position: number) => `Imaginea #${position} nu a putut fi încărcată.`;

/** One image of a full-screen gallery (spec §3.5 gallery image). */
export interface LightboxItem {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  /** The image caption, or its title when it has none. */
  readonly caption: string;
}

/** Opens the PhotoSwipe lightbox, importing its core (and CSS) on the first open only. */
export async function openLightbox(items: readonly LightboxItem[], index: number, returnTo: HTMLElement | null): Promise<void> {
  const { openPhotoSwipe } = await import('./photoswipe.ts');
  openPhotoSwipe(items, index, returnTo);
}
