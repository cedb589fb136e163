import type { Fragments } from '../../../../api/cart.ts';

/** WooCommerce's main fragment: the mini-cart content area. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

/**
 * Items in a mini-cart: the sum of the "2 ×" quantities of its rows (WooCommerce prints the
 * quantity as text in `.quantity`); a row without a readable quantity counts as one.
 */
export function countMiniCartItems(root: ParentNode): number {
  let total = 0;
  for (const row of root.querySelectorAll('.woocommerce-mini-cart-item, .mini_cart_item')) {
    const match = /\d+/.exec(row.querySelector('.quantity')?.textContent ?? '');
    total += match ? Number(match[0]) : 1;
  }
  return total;
}

/** The count from the main fragment, parsed inertly (a template runs no scripts, loads no images). */
export function countFromFragments(fragments: Fragments): number | null {
  const html = fragments[MINI_CART_FRAGMENT];
  if (html === undefined) return null;
  const template = document.createElement('template');
  template.innerHTML = html;
  return countMiniCartItems(template.content);
}
