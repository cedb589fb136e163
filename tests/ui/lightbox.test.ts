import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, LIGHTBOX_LOAD_FAILED, openLightbox } from '../../src/ui/lightbox.ts';

/** Issue 9: a PhotoSwipe chunk that fails to load is a message, never an unhandled rejection (§8: 120 s time-out). */
const items = [{ src: '/a.svg', width: 800, height: 800, alt: 'A', caption: '' }];
const shownError = () => document.querySelector('.vitrina-gallery-error')?.textContent;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('product-gallery lightbox chunk', () => {
  it('a chunk that fails to load resolves with a message shown next to the trigger', async () => {
    document.body.innerHTML =
      '<div class="woocommerce-product-gallery"><button class="woocommerce-product-gallery__trigger">Mărește</button></div>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const trigger = document.querySelector<HTMLElement>('button')!;
    await expect(
      openLightbox(items, 0, trigger, () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ),
    ).resolves.toBe(false);
    expect(shownError()).toBe(LIGHTBOX_LOAD_FAILED);
  });

  it(`a chunk that never arrives gives up after ${CHUNK_TIMEOUT_MS / 1000} s with the same message`, async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="woocommerce-product-gallery"><button>Mărește</button></div>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const opened = openLightbox(items, 0, document.querySelector('button'), () => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(shownError()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await expect(opened).resolves.toBe(false);
    expect(shownError()).toBe(LIGHTBOX_LOAD_FAILED);
  });

  it('a later successful open clears the message', async () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery"><button>Mărește</button></div>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const trigger = document.querySelector<HTMLElement>('button')!;
    await openLightbox(items, 0, trigger, () => Promise.reject(new Error('offline')));
    const openPhotoSwipe = vi.fn();
    await expect(openLightbox(items, 0, trigger, () => Promise.resolve({ openPhotoSwipe }))).resolves.toBe(true);
    expect(openPhotoSwipe).toHaveBeenCalledWith(items, 0, trigger);
    expect(document.querySelector('.vitrina-gallery-error')).toBeNull();
  });
});
