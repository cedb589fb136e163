import { withTimeout } from '../lib/with-timeout.ts';
import { announce } from './announce.ts';
import type { LightboxItem } from './lightbox-item.ts';

// Gallery widgets import the item shape and texts from here, with the opener.
export { LIGHTBOX_ERROR, type LightboxItem } from './lightbox-item.ts';

/** §8 "Lazy script chunk fails": a chunk-load error after a 120 s time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const LIGHTBOX_LOAD_FAILED =
  'Galeria de imagini nu s-a putut deschide. Verifică conexiunea și încearcă din nou.';

type PhotoSwipeModule = {
  openPhotoSwipe: (items: readonly LightboxItem[], index: number, returnTo: HTMLElement | null) => void;
};

const loadPhotoSwipe = (): Promise<PhotoSwipeModule> => import('./photoswipe.ts');

/** The visible note next to the gallery (or the link) that opened it (the announcement is for screen readers). */
function showLoadError(near: HTMLElement | null, text: string | null): void {
  const gallery = near?.closest('.woocommerce-product-gallery') ?? near?.parentElement ?? null;
  const existing = gallery?.querySelector<HTMLElement>('.vitrina-gallery-error') ?? null;
  if (text === null) return existing?.remove();
  if (!gallery) return;
  const note = existing ?? document.createElement('p');
  note.className = 'vitrina-gallery-error';
  note.textContent = text;
  if (!existing) gallery.append(note);
}

/**
 * Opens the lightbox, importing PhotoSwipe's core (and its CSS) on the first open only. It never
 * rejects: a chunk that fails or does not arrive within 120 s is a message, and the next open
 * tries again. Resolves true when the lightbox opened.
 */
export async function openLightbox(
  items: readonly LightboxItem[],
  index: number,
  returnTo: HTMLElement | null,
  load: () => Promise<PhotoSwipeModule> = loadPhotoSwipe,
): Promise<boolean> {
  let photoswipe: PhotoSwipeModule;
  try {
    photoswipe = await withTimeout(
      load(),
      CHUNK_TIMEOUT_MS,
      `the lightbox chunk did not load within ${CHUNK_TIMEOUT_MS / 1000} s`,
    );
  } catch (error) {
    console.error('[vitrina] lightbox: PhotoSwipe could not be loaded.', error);
    showLoadError(returnTo, LIGHTBOX_LOAD_FAILED);
    announce(LIGHTBOX_LOAD_FAILED, 'assertive');
    return false;
  }
  showLoadError(returnTo, null);
  photoswipe.openPhotoSwipe(items, index, returnTo);
  return true;
}
