import { guarded } from '../../../../legacy/guarded.ts';
import { pageJQuery } from '../../../../legacy/jquery.ts';

/**
 * WooCommerce's cart-page events on `document.body` (cart.js), through jQuery with their original
 * arguments. `updated_wc_div` is also what asks the cart fragments for a refresh (cart-fragments
 * hears it natively or through jQuery): without jQuery it is dispatched as a plain DOM event, so
 * the mini-cart follows the change exactly once either way.
 */
function trigger(name: string, args: readonly unknown[] = []): boolean {
  const jq = pageJQuery();
  if (!jq) return false;
  guarded(name, () => jq(document.body).trigger(name, [...args]));
  return true;
}

export const legacyCartPageEvents = {
  updatedWcDiv: () => {
    if (!trigger('updated_wc_div')) document.body.dispatchEvent(new CustomEvent('updated_wc_div'));
  },
  updatedCartTotals: () => trigger('updated_cart_totals'),
  cartEmptied: () => trigger('wc_cart_emptied'),
  appliedCoupon: (code: string) => trigger('applied_coupon', [code]),
  removedCoupon: (code: string) => trigger('removed_coupon', [code]),
  updatedShippingMethod: () => trigger('updated_shipping_method'),
};
