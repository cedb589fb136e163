/** One image of a full-screen lightbox. */
export interface LightboxImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  /** Shown under the image, as text. */
  readonly caption: string;
}

export interface LightboxOptions {
  /** A full-screen button in the toolbar (the product gallery has one). */
  readonly fullscreen?: boolean;
  /** The lightbox's accessible name. */
  readonly label?: string;
}

/**
 * Opens the one full-screen image lightbox at `index`. PhotoSwipe's core and its CSS are a lazy
 * chunk fetched on the first open only; focus goes back to `returnTo` on close.
 */
export async function openImageLightbox(items: readonly LightboxImage[], index: number, returnTo: HTMLElement | null, options: LightboxOptions = {}): Promise<void> {
  if (items.length === 0) return;
  const { showPhotoSwipe } = await import('./photoswipe.ts');
  showPhotoSwipe(items, Math.min(Math.max(index, 0), items.length - 1), returnTo, options);
}
