import { readSingleProductParams } from '../../../config/single-product.ts';
import { DEFAULTS } from '../../../config/defaults.ts';
import { watchVariation } from '../../../state/variation.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
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
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    // The zoom follows the shown slide once it has settled (spec §9: zoom re-init delay).
    const slider = createSlider(host, images, (index) => later(DEFAULTS.galleryZoomReinitMs, () => zoom?.attach(images[slider.current()] ?? images[index])), context.listen);
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

    // Flatsome prints its own expand link (`a.zoom-button[href="#product-zoom"]`); without one, a trigger is added.
    const printed = host.querySelector<HTMLElement>('a.zoom-button, a[href="#product-zoom"], .woocommerce-product-gallery__trigger');
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
    const open = (returnTo: HTMLElement) => context.run(openLightbox(images.map(toLightboxItem), slider.current(), returnTo));
    const onTrigger = (event: Event) => {
      event.preventDefault();
      open(trigger);
    };
    const onTriggerKey = (event: KeyboardEvent) => {
      if (pressesButton(event, trigger)) onTrigger(event);
    };
    const onSlideClick = (event: MouseEvent) => {
      if (host.dataset.vitrinaZoom === 'click' || !(event.target instanceof Element)) return;
      const link = event.target.closest('.woocommerce-product-gallery__image a');
      if (!link || !host.contains(link)) return;
      event.preventDefault();
      open(link instanceof HTMLElement ? link : trigger);
    };
    if (params.lightboxEnabled) {
      if (!printed) host.prepend(trigger);
      context.listen(trigger, 'click', onTrigger);
      context.listen(trigger, 'keydown', onTriggerKey);
      context.listen(host, 'click', onSlideClick);
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
      for (const timer of timers) clearTimeout(timer);
      stopWatching();
      swap.show(null);
      zoom?.destroy();
      slider.destroy();
      if (!printed) trigger.remove();
    };
  },
};

export default productGallery;
