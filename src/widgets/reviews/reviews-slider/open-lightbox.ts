import { openLightbox, type LightboxItem } from '../../../ui/lightbox.ts';

/**
 * The lightbox opener as a chunk of its own, fetched when the shopper reaches for the slider
 * (./images.ts): loaded with the slider, its helpers came with a 2 KB shared chunk on every page
 * that shows reviews, the home page among them, for a photo few open.
 */
export function openCardLightbox(items: readonly LightboxItem[], index: number, link: HTMLElement): Promise<boolean> {
  return openLightbox(items, index, link);
}
