/**
 * What to take from the cart page the server answered (a form post, a remove link) and put in
 * place of the page's own regions, as WooCommerce's cart.js does: the cart form, the totals and
 * the notices; or, when the cart was emptied, the whole `.woocommerce` block (the empty-cart
 * message). An answer that holds neither is not a cart page (a login wall, a plugin's JSON), so
 * nothing is swapped. Each region is kept as its outer HTML, for the fragments swap.
 */
export type CartPageSwap =
  | { readonly kind: 'cart'; readonly form: string; readonly totals: string; readonly notices: string | null }
  | { readonly kind: 'emptied'; readonly block: string; readonly notices: string | null };

export const CART_FORM = 'form.woocommerce-cart-form';
export const CART_TOTALS = 'div.cart_totals';
export const NOTICES = '.woocommerce-notices-wrapper';
const EMPTY_CART = '.cart-empty, .wc-empty-cart-message';

/** The outermost `.woocommerce` (Flatsome nests a second one inside the cart's). */
export function outerWooCommerce(root: ParentNode): Element | null {
  return (
    [...root.querySelectorAll('.woocommerce')].find((element) => !element.parentElement?.closest('.woocommerce')) ??
    null
  );
}

export function planCartPageSwap(page: Document): CartPageSwap | null {
  const notices = page.querySelector(NOTICES)?.outerHTML ?? null;
  const form = page.querySelector(CART_FORM);
  const totals = page.querySelector(CART_TOTALS);
  if (form && totals) return { kind: 'cart', form: form.outerHTML, totals: totals.outerHTML, notices };
  const block = outerWooCommerce(page.body);
  if (!form && block?.querySelector(EMPTY_CART)) return { kind: 'emptied', block: block.outerHTML, notices };
  return null;
}

/** The totals `update_shipping_method` answers: its `div.cart_totals`, or null for anything else. */
export function pickCartTotals(page: Document): string | null {
  return page.querySelector(CART_TOTALS)?.outerHTML ?? null;
}
