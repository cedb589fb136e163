import { DEFAULTS } from '../../../config/defaults.ts';
import type { Listen } from '../../../runtime/types.ts';

/** Flatsome shows a header dropdown while its item has `current-dropdown`. */
const OPEN_CLASS = 'current-dropdown';
/** Flatsome's hide-on-scroll sticky header is hidden while its wrapper carries this class. */
const HIDDEN_STICKY_CLASS = 'sticky-hide-on-scroll--active';

export function isShown(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** After an add, a sticky header that hid itself on scroll comes back so the cart is in view. */
export function forceStickyHeaderVisible(): void {
  document
    .querySelectorAll(`.${HIDDEN_STICKY_CLASS}`)
    .forEach((header) => header.classList.remove(HIDDEN_STICKY_CLASS));
}

/**
 * Shows the header dropdown for the mini-cart reveal time (spec §4.1, §9: 5000 ms). A second add
 * restarts the time; pointer or focus in the dropdown keeps it open until it leaves. Escape, from
 * anywhere on the page, dismisses it at once (WCAG 1.4.13: content that appears by itself over the
 * page can be dismissed without moving the pointer or the focus).
 */
export function createDropdownReveal(
  item: HTMLElement,
  listen: Listen,
  durationMs: number = DEFAULTS.miniCartRevealMs,
) {
  const listeners = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Still shown by the reveal (its time running, or kept by pointer or focus): what Escape dismisses.
  let revealed = false;
  const toggle = item.querySelector(':scope > a');
  const setOpen = (open: boolean) => {
    revealed = open;
    item.classList.toggle(OPEN_CLASS, open);
    if (toggle?.hasAttribute('aria-expanded')) toggle.setAttribute('aria-expanded', String(open));
  };
  const close = () => {
    clearTimeout(timer);
    if (!item.matches(':hover, :focus-within')) setOpen(false);
  };
  const onLeave = () => {
    if (item.classList.contains(OPEN_CLASS) && timer === undefined) setOpen(false);
  };
  listen(item, 'mouseleave', onLeave, { signal: listeners.signal });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !revealed) return;
    clearTimeout(timer);
    timer = undefined;
    setOpen(false);
  };
  listen(document, 'keydown', onKeyDown, { signal: listeners.signal });
  return {
    reveal() {
      clearTimeout(timer);
      setOpen(true);
      timer = setTimeout(() => {
        timer = undefined;
        close();
      }, durationMs);
    },
    dispose() {
      clearTimeout(timer);
      listeners.abort();
    },
  };
}
