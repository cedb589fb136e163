import { openImageLightbox } from '../../ui/lightbox.ts';
import type { LightboxItem } from './slides.ts';

/** Opens the shared lightbox (PhotoSwipe's core and CSS load on the first open only) with a full-screen button. */
export function openLightbox(items: readonly LightboxItem[], index: number, returnTo: HTMLElement | null): Promise<void> {
  return openImageLightbox(items, index, returnTo, { fullscreen: true, label: 'Galerie de imagini pe tot ecranul' });
}
