import { replaceFragments } from '../../../state/cart/fragments-dom.ts';

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * Fragments whose selector names the checkout form itself (`form.woocommerce-checkout`: WooCommerce's
 * answer when the session expired, `WC_AJAX::update_order_review_expired`). checkout.js runs
 * `$(key).replaceWith(value)` on the page, so the form gives way to the notice and its shop link; a
 * search inside the form would never find the form. Returns whether the form was replaced.
 */
export function replaceOwnForm(form: HTMLFormElement, fragments: Readonly<Record<string, string>>): boolean {
  const own = Object.entries(fragments).find(([selector]) => matches(form, selector));
  if (!own || !form.parentNode) return false;
  const [selector, html] = own;
  return replaceFragments({ [selector]: html }, form.parentNode) > 0;
}
