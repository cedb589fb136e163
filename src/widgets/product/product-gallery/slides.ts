import type { LightboxItem } from '../../../ui/lightbox.ts';

/** The gallery's images as the server prints them (`.woocommerce-product-gallery__image`, spec §3.5). */
export interface GalleryImage {
  readonly slide: HTMLElement;
  readonly img: HTMLImageElement | null;
  readonly link: HTMLAnchorElement | null;
}

export function readSlides(host: HTMLElement): GalleryImage[] {
  return [...host.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')].map((slide) => ({
    slide,
    img: slide.querySelector('img'),
    link: slide.querySelector('a'),
  }));
}

export function largeWidth({ img }: GalleryImage): number {
  return Number(img?.dataset.large_image_width ?? 0) || 0;
}

export function toLightboxItem({ img, link }: GalleryImage): LightboxItem {
  return {
    src: img?.dataset.large_image || link?.href || img?.currentSrc || img?.src || '',
    width: Number(img?.dataset.large_image_width) || img?.naturalWidth || 1200,
    height: Number(img?.dataset.large_image_height) || img?.naturalHeight || 1200,
    alt: img?.alt ?? '',
    caption: img?.dataset.caption || img?.getAttribute('title') || '',
  };
}

export function thumbnailSrc({ slide, img }: GalleryImage): string {
  return slide.dataset.thumb || img?.currentSrc || img?.src || '';
}
