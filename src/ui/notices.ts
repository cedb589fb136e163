import { DEFAULTS } from '../config/defaults.ts';
import { animateScrollTo } from './scroll-to.ts';

/**
 * How WooCommerce brings its notices to the shopper (woocommerce.js `$.scroll_to_notices` and its
 * notice focus, spec §9): the page scrolls so the notices sit 100 px under the top (the sticky
 * header's room) over 1 s, and a new notice takes focus 500 ms later, once screen readers have
 * read the live region. Reduced motion jumps at once. Each call replaces the previous one.
 */
let focusing: ReturnType<typeof setTimeout> | undefined;

export function noticeScrollTarget(elementTop: number, scrollY: number, offset = DEFAULTS.noticeScrollOffsetPx): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

export function scrollToNotices(element: HTMLElement): void {
  animateScrollTo(noticeScrollTarget(element.getBoundingClientRect().top, window.scrollY), DEFAULTS.noticeScrollMs);
}

export function focusNoticeSoon(element: HTMLElement): void {
  clearTimeout(focusing);
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  focusing = setTimeout(() => {
    if (element.isConnected) element.focus({ preventScroll: true });
  }, DEFAULTS.noticeFocusDelayMs);
}

/** Both, as checkout.js and cart.js do for notices they add. */
export function bringNoticesIntoView(element: HTMLElement): void {
  scrollToNotices(element);
  focusNoticeSoon(element);
}
