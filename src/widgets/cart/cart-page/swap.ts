import {
  CART_FORM,
  CART_TOTALS,
  NOTICES,
  outerWooCommerce,
  pickCartTotals,
  planCartPageSwap,
} from './cart-page-swap.ts';
import { legacyCartPageEvents } from './legacy/cart-page-events.ts';
import { replaceFragments } from '../../../state/cart/fragments-dom.ts';
import { announce } from '../../../ui/announce.ts';
import { findUpdateButton, QUANTITY_INPUT, setUpdateEnabled } from './model.ts';
import { focusNotices } from './notices.ts';
import { TEXTS } from './texts.ts';

/**
 * Puts the server's new cart page in place of the old one (the same template parse as the cart
 * fragments: scripts in it do not run), then tells the old world, moves focus and announces.
 * Returns false when the answer was not a cart page, and then nothing changed.
 */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

export function swapCartPage(html: string, { keepNotices = false } = {}): boolean {
  const plan = planCartPageSwap(parse(html));
  if (!plan) return false;
  if (plan.kind === 'cart') {
    replaceFragments({ [CART_FORM]: plan.form, [CART_TOTALS]: plan.totals });
  } else {
    const block = outerWooCommerce(document.body);
    if (block?.parentElement) replaceFragments({ ':scope > .woocommerce': plan.block }, block.parentElement);
  }
  if (!keepNotices && plan.notices !== null) replaceFragments({ [NOTICES]: plan.notices });
  const form = document.querySelector(CART_FORM);
  const update = form ? findUpdateButton(form) : null;
  if (update) setUpdateEnabled(update, false);
  if (plan.kind === 'cart') legacyCartPageEvents.updatedCartTotals();
  else legacyCartPageEvents.cartEmptied();
  // Also what refreshes the mini-cart and the header count (cart-fragments listens to it).
  legacyCartPageEvents.updatedWcDiv();
  if (!keepNotices) settleFocus(plan.kind === 'cart' ? TEXTS.updated : TEXTS.emptied);
  return true;
}

/** Focus goes to the server's notices, else to the first quantity (or the empty-cart message). */
export function settleFocus(fallbackText: string): void {
  // Focused notices are read out; otherwise the change is announced.
  if (focusNotices()) return;
  announce(fallbackText);
  const target =
    document.querySelector<HTMLElement>(`${CART_FORM} ${QUANTITY_INPUT}`) ??
    document.querySelector<HTMLElement>('.cart-empty');
  if (!target) return;
  if (!target.matches('input')) target.tabIndex = -1;
  target.focus();
}

/** The totals `update_shipping_method` answered; false (nothing changed) for anything else. */
export function swapTotals(html: string): boolean {
  const totals = pickCartTotals(parse(`<body>${html}</body>`));
  if (totals === null || !document.querySelector(CART_TOTALS)) return false;
  replaceFragments({ [CART_TOTALS]: totals });
  legacyCartPageEvents.updatedCartTotals();
  return true;
}
