import { DEFAULTS } from '../config/defaults.ts';
import { animateScrollTo } from './scroll-to.ts';

/**
 * How WooCommerce brings its notices to the shopper (woocommerce.js `$.scroll_to_notices` and its
 * notice focus, spec §9): the page scrolls so the notices sit 100 px under the top (the sticky
 * header's room) over 1 s, and a new notice takes focus 500 ms later, once screen readers have
 * read the live region. Reduced motion jumps at once. Each call replaces the previous one.
 */
let cancelPending: (() => void) | undefined;

/** What the late focus must not undo: a key, a press, an edit. */
const SHOPPER_ACTS = ['keydown', 'pointerdown', 'input'] as const;

export function noticeScrollTarget(
  elementTop: number,
  scrollY: number,
  offset = DEFAULTS.noticeScrollOffsetPx,
): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

function scrollToNotices(element: HTMLElement): void {
  animateScrollTo(noticeScrollTarget(element.getBoundingClientRect().top, window.scrollY), DEFAULTS.noticeScrollMs);
}

/**
 * The focus waits 500 ms, and a shopper who has already acted on the notice in that time (typing
 * the corrected coupon code, pressing Enter, clicking a field) keeps their focus: moving it then
 * sent their next key to the notice (a coupon's Enter applied nothing) and is a change of context
 * they did not ask for. The read-out does not depend on the focus: the live region has spoken.
 */
export function focusNoticeSoon(element: HTMLElement): void {
  cancelPending?.();
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  const doc = element.ownerDocument;
  const watching = new AbortController();
  const timer = setTimeout(() => {
    cancel();
    if (element.isConnected) element.focus({ preventScroll: true });
  }, DEFAULTS.noticeFocusDelayMs);
  function cancel(): void {
    clearTimeout(timer);
    watching.abort();
    if (cancelPending === cancel) cancelPending = undefined;
  }
  for (const type of SHOPPER_ACTS) doc.addEventListener(type, cancel, { capture: true, signal: watching.signal });
  // Nor focus moved on to another control by any means (a screen reader's virtual cursor moves it with no key
  // the page hears). Focus given back to where it was (a redraw keeping the pressed button) is no move.
  const focusedBefore = doc.activeElement;
  const movedOn = (event: Event) => {
    if (event.target !== focusedBefore) cancel();
  };
  doc.addEventListener('focusin', movedOn, { capture: true, signal: watching.signal });
  cancelPending = cancel;
}

/** Both, as checkout.js and cart.js do for notices they add. */
export function bringNoticesIntoView(element: HTMLElement): void {
  scrollToNotices(element);
  focusNoticeSoon(element);
}
