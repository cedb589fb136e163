import { readSingleProductParams } from '../../../config/single-product.ts';
import { DEFAULTS } from '../../../config/defaults.ts';
import { watchVariation } from '../shared/state/variation.ts';
import type { Listen, WidgetModule } from '../../../runtime/types.ts';
import { openLightbox } from '../../../ui/lightbox.ts';
import { zoomMode } from './model.ts';
import { largeWidth, readSlides, toLightboxItem } from './slides.ts';
import { createSlider } from './slider.ts';
import { createImageSwap } from './swap.ts';
import { createZoom, type Zoom } from './zoom.ts';
import { pressesButton } from '../../../ui/keys.ts';
import { yieldToMain } from '../../../lib/yield-to-main.ts';

function productIdOf(host: HTMLElement): number {
  const product = host.closest('[id^="product-"]');
  return Number(product?.id.slice('product-'.length)) || 0;
}

function isTouch(): boolean {
  return 'ontouchstart' in window || window.matchMedia('(pointer: coarse)').matches;
}

/** Timeouts that all go at unmount. */
function createTimers(): { later(ms: number, run: () => void): void; clear(): void } {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    later(ms, run) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    },
    clear() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

/** Flatsome prints its own expand link (`a.zoom-button[href="#product-zoom"]`); without one, a trigger is made. */
function lightboxTrigger(host: HTMLElement): { trigger: HTMLElement; printed: boolean } {
  const printed = host.querySelector<HTMLElement>(
    'a.zoom-button, a[href="#product-zoom"], .woocommerce-product-gallery__trigger',
  );
  const trigger = printed ?? document.createElement('button');
  if (!printed) {
    trigger.className = 'woocommerce-product-gallery__trigger';
    trigger.textContent = '🔍';
    (trigger as HTMLButtonElement).type = 'button';
    trigger.setAttribute('aria-label', 'Vezi galeria de imagini pe tot ecranul');
  } else if (trigger instanceof HTMLAnchorElement) {
    trigger.setAttribute('role', 'button');
  }
  trigger.setAttribute('aria-haspopup', 'dialog');
  return { trigger, printed: printed !== null };
}

/** The trigger and a click on a slide's link (unless a click zooms) open the lightbox. */
function listenLightbox(
  host: HTMLElement,
  trigger: HTMLElement,
  open: (returnTo: HTMLElement) => void,
  listen: Listen,
): void {
  const onTrigger = (event: Event) => {
    event.preventDefault();
    open(trigger);
  };
  listen(trigger, 'click', onTrigger);
  listen(trigger, 'keydown', (event) => {
    if (pressesButton(event, trigger)) onTrigger(event);
  });
  listen(host, 'click', (event) => {
    if (host.dataset.vitrinaZoom === 'click' || !(event.target instanceof Element)) return;
    const link = event.target.closest('.woocommerce-product-gallery__image a');
    if (!link || !host.contains(link)) return;
    event.preventDefault();
    open(link instanceof HTMLElement ? link : trigger);
  });
}

/**
 * The product gallery (WooCommerce's flexslider + zoom + PhotoSwipe, Flatsome's gallery):
 * slider, hover or tap zoom, the full-screen lightbox, and the variation image swap.
 */
const productGallery: WidgetModule = {
  async mount(host, context) {
    const images = readSlides(host);
    if (images.length === 0) return undefined;
    const params = readSingleProductParams();
    // Measured before the slider's changes: read after them, it laid the whole page out again
    // inside the mount (22 ms of a 55 ms mount at 4× CPU). The controls it adds do not change it.
    const widthAtMount = host.getBoundingClientRect().width;
    let zoom: Zoom | undefined;
    const { later, clear: clearTimers } = createTimers();
    // The zoom follows the shown slide once it has settled (spec §9: zoom re-init delay).
    const slider = createSlider(
      host,
      images,
      (index) => later(DEFAULTS.galleryZoomReinitMs, () => zoom?.attach(images[slider.current()] ?? images[index])),
      context.listen,
    );
    const setupZoom = (galleryWidth = host.getBoundingClientRect().width) => {
      zoom?.destroy();
      const mode = zoomMode({
        largeWidths: images.map(largeWidth),
        galleryWidth,
        userAgent: navigator.userAgent,
        touch: isTouch(),
        enabled: params.zoomEnabled,
      });
      host.dataset.vitrinaZoom = mode;
      zoom = createZoom(mode, context.listen);
      zoom.attach(images[slider.current()]);
    };

    const { trigger, printed } = lightboxTrigger(host);
    if (params.lightboxEnabled) {
      if (!printed) host.prepend(trigger);
      const open = (returnTo: HTMLElement) =>
        context.run(openLightbox(images.map(toLightboxItem), slider.current(), returnTo));
      listenLightbox(host, trigger, open, context.listen);
    }

    // The zoom and the variation swap in a task of their own: with the slider, one task would be over
    // 50 ms at 4x CPU. The slider and the lightbox already answer in between.
    await yieldToMain();
    setupZoom(widthAtMount);
    const swap = createImageSwap(images[0]);
    const productId = productIdOf(host);
    let firstRun = true;
    const stopWatching = productId
      ? watchVariation(productId, (variation) => {
          if (firstRun && !variation) return void (firstRun = false);
          firstRun = false;
          swap.show(variation?.image ?? null);
          // The gallery re-initialises on the new first image once the swap has settled (spec §9:
          // gallery init delay), then the zoom after its own delay.
          later(DEFAULTS.galleryInitMs, () => {
            slider.refreshThumbnail(0);
            slider.go(0);
            later(DEFAULTS.galleryZoomReinitMs, () => setupZoom());
          });
        })
      : () => undefined;

    return () => {
      clearTimers();
      stopWatching();
      swap.show(null);
      zoom?.destroy();
      slider.destroy();
      if (!printed) trigger.remove();
    };
  },
};

export default productGallery;
