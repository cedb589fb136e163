import type { VariationImage } from '../shared/state/variation.ts';
import type { GalleryImage } from './slides.ts';

/**
 * Puts a variation's image into the first slide (and its thumbnail), remembering the original
 * attributes so hiding or resetting the variation brings the product's own image back.
 */
const IMG_ATTRIBUTES = [
  'src',
  'srcset',
  'sizes',
  'alt',
  'title',
  'data-caption',
  'data-src',
  'data-large_image',
  'data-large_image_width',
  'data-large_image_height',
] as const;

type Saved = Map<string, string | null>;

export interface ImageSwap {
  show(image: VariationImage | null): void;
}

function set(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

export function createImageSwap(first: GalleryImage | undefined): ImageSwap {
  if (!first?.img) return { show: () => undefined };
  const { img, slide, link } = first;
  const saved: Saved = new Map(IMG_ATTRIBUTES.map((name) => [name, img.getAttribute(name)]));
  const savedThumb = slide.getAttribute('data-thumb');
  const savedHref = link?.getAttribute('href') ?? null;

  return {
    show(image) {
      if (!image) {
        for (const [name, value] of saved) set(img, name, value);
        set(slide, 'data-thumb', savedThumb);
        if (link) set(link, 'href', savedHref);
        return;
      }
      const values: Record<(typeof IMG_ATTRIBUTES)[number], string | null> = {
        src: image.src,
        srcset: image.srcset || null,
        sizes: image.sizes || null,
        alt: image.alt,
        title: image.title,
        'data-caption': image.caption,
        'data-src': image.fullSrc,
        'data-large_image': image.fullSrc,
        'data-large_image_width': image.fullWidth ? String(image.fullWidth) : null,
        'data-large_image_height': image.fullHeight ? String(image.fullHeight) : null,
      };
      for (const name of IMG_ATTRIBUTES) set(img, name, values[name]);
      set(slide, 'data-thumb', image.thumbSrc);
      if (link) set(link, 'href', image.fullSrc);
    },
  };
}
