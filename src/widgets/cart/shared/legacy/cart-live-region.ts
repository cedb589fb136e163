import { hideVisually } from '../../../../ui/visually-hidden/visually-hidden.ts';

/**
 * WooCommerce's cart live region (`.widget_shopping_cart_live_region`, role status): themes style
 * it and tests of the old scripts look for it, so it is reused when the page printed one and
 * created the same way when it did not.
 */
const SELECTOR = '.widget_shopping_cart_live_region';
let pending: ReturnType<typeof setTimeout> | undefined;

export function cartLiveRegion(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(SELECTOR);
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = 'widget_shopping_cart_live_region screen-reader-text';
  region.setAttribute('role', 'status');
  hideVisually(region);
  document.body.append(region);
  return region;
}

/** Before each request the region is emptied, so the next message is read even when it repeats. */
export function clearCartAnnouncement(): void {
  clearTimeout(pending);
  const region = cartLiveRegion();
  region.textContent = '';
  region.removeAttribute('aria-relevant');
}

/** The original waited a second before writing, so the text lands after the page's own updates. */
export function announceCart(message: string, delayMs = 1000): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    const region = cartLiveRegion();
    region.textContent = message;
    region.setAttribute('aria-relevant', 'all');
  }, delayMs);
}
