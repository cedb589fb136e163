import { readReviewsConfig } from '../shared/config/reviews.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { pressesButton } from '../../../ui/keys.ts';
import { openLightbox, type LightboxItem } from '../../../ui/lightbox.ts';
import { TEXTS } from './texts.ts';

/**
 * Customer images of the grid's cards (spec §2.4, §4.5): the plugin prints the first image and a
 * camera badge with the count, and opened PhotoSwipe on a click. Here they get button semantics
 * and names, and open the shared lightbox at the chosen image; every open starts from it (a
 * closed lightbox keeps no position).
 */
const TRIGGER = '.cr-review-card .image-row .image-row-img, .cr-review-card .image-row .image-row-count';

function authorOf(card: Element): string {
  return card.querySelector('.reviewer-name')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function asButton(element: HTMLElement, label: string): void {
  element.setAttribute('role', 'button');
  element.tabIndex = 0;
  element.setAttribute('aria-label', label);
}

/** Names and tab stops for the images of `root`'s cards; safe to run again on the same cards. */
export function enhanceImages(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>('.cr-review-card .image-row')) {
    const card = row.closest('.cr-review-card');
    if (!card) continue;
    const images = [...row.querySelectorAll<HTMLImageElement>('img.image-row-img')];
    const author = authorOf(card);
    images.forEach((img, index) => {
      // The hidden ones (`image-row-img-none`) only feed the lightbox.
      if (!img.classList.contains('image-row-img-none'))
        asButton(img, TEXTS.openImage(index + 1, images.length, author));
    });
    const badge = row.querySelector<HTMLElement>('.image-row-count');
    if (badge) asButton(badge, TEXTS.allImages(images.length, author));
    // The camera glyph is decoration; the plugin prints it without an alt.
    for (const camera of row.querySelectorAll('img.image-row-camera')) camera.setAttribute('alt', '');
  }
}

function itemsOf(trigger: HTMLElement): { items: LightboxItem[]; index: number } {
  const images = [...(trigger.closest('.image-row')?.querySelectorAll<HTMLImageElement>('img.image-row-img') ?? [])];
  const items = images.map((img) => ({
    src: img.currentSrc || img.src,
    width: img.naturalWidth || Number(img.getAttribute('width')) || 1000,
    height: img.naturalHeight || Number(img.getAttribute('height')) || 1000,
    alt: img.alt,
    caption: img.alt,
  }));
  const chosen = trigger instanceof HTMLImageElement ? images.indexOf(trigger) : 0;
  return { items, index: Math.max(chosen, 0) };
}

export function listenForImages(host: HTMLElement, context: WidgetContext): void {
  if (!readReviewsConfig().lightbox) return;
  const open = (event: Event): Promise<boolean> | undefined => {
    const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(TRIGGER) : null;
    if (!trigger || !host.contains(trigger)) return undefined;
    const { items, index } = itemsOf(trigger);
    if (items.length === 0) return undefined;
    event.preventDefault();
    return openLightbox(items, index, trigger);
  };
  context.listen(host, 'click', open);
  context.listen(host, 'keydown', (event) => {
    if (!(event instanceof KeyboardEvent) || !(event.target instanceof Element) || !event.target.matches(TRIGGER))
      return undefined;
    return pressesButton(event, event.target) ? open(event) : undefined;
  });
  enhanceImages(host);
}
