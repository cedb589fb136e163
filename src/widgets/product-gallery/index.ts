import { readSingleProductParams } from '../../config/index.ts';
import { watchVariation } from '../../state/variation.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { openLightbox } from './lightbox.ts';
import { zoomMode } from './model.ts';
import { largeWidth, readSlides, toLightboxItem } from './slides.ts';
import { createSlider } from './slider.ts';
import { createImageSwap } from './swap.ts';
import { createZoom, type Zoom } from './zoom.ts';

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
  mount(host) {
    const images = readSlides(host);
    if (images.length === 0) return undefined;
    const params = readSingleProductParams();
    let zoom: Zoom | undefined;
    const slider = createSlider(host, images, (index) => zoom?.attach(images[index]));
    const setupZoom = () => {
      zoom?.destroy();
      const mode = zoomMode({
        largeWidths: images.map(largeWidth),
        galleryWidth: host.getBoundingClientRect().width,
        userAgent: navigator.userAgent,
        touch: isTouch(),
        enabled: params.zoomEnabled,
      });
      host.dataset.vitrinaZoom = mode;
      zoom = createZoom(mode);
      zoom.attach(images[slider.current()]);
    };
    setupZoom();

    const trigger = document.createElement('button');
    trigger.type = 'button';
    trigger.className = 'woocommerce-product-gallery__trigger';
    trigger.setAttribute('aria-label', 'Vezi galeria de imagini pe tot ecranul');
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.textContent = '🔍';
    const open = (returnTo: HTMLElement) => void openLightbox(images.map(toLightboxItem), slider.current(), returnTo);
    const onTrigger = () => open(trigger);
    const onSlideClick = (event: MouseEvent) => {
      if (host.dataset.vitrinaZoom === 'click' || !(event.target instanceof Element)) return;
      const link = event.target.closest('.woocommerce-product-gallery__image a');
      if (!link || !host.contains(link)) return;
      event.preventDefault();
      open(link instanceof HTMLElement ? link : trigger);
    };
    if (params.lightboxEnabled) {
      host.prepend(trigger);
      trigger.addEventListener('click', onTrigger);
      host.addEventListener('click', onSlideClick);
    }

    const swap = createImageSwap(images[0]);
    const productId = productIdOf(host);
    let firstRun = true;
    const stopWatching = productId
      ? watchVariation(productId, (variation) => {
          if (firstRun && !variation) return void (firstRun = false);
          firstRun = false;
          swap.show(variation?.image ?? null);
          slider.refreshThumbnail(0);
          slider.go(0);
          setupZoom();
        })
      : () => undefined;

    return () => {
      stopWatching();
      swap.show(null);
      zoom?.destroy();
      slider.destroy();
      trigger.remove();
      host.removeEventListener('click', onSlideClick);
    };
  },
};

export default productGallery;
