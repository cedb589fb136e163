import { CART_FORM, NOTICES } from './cart-page-swap.ts';
import type { ApiError } from '../../../api/result.ts';
import { QUANTITY_INPUT } from './model.ts';

/**
 * WooCommerce says something whenever the cart form or the shipping calculator changed the cart:
 * "Cart updated." or why it refused a quantity, "Shipping costs updated." or why not (and when
 * an update changed nothing it prints the page without a notice). A cart page answered with no
 * notice and without what was sent is the cart as it was: the post never reached the cart. That
 * is what a redirect off the site leaves, which the request layer refuses before asking for the
 * cart page itself (api/cart-page.ts). Swapping that page in would put the old quantities or
 * address over what the shopper typed, with no word.
 */
export const NOT_APPLIED: ApiError = { kind: 'server', code: 'not_applied', message: '' };

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const saysNothing = (page: Document) => (page.querySelector(NOTICES)?.textContent ?? '').trim() === '';

/** The answered page shows a sent quantity other than sent, for a line still in it, and no notice. */
export function updateNotApplied(html: string, sent: URLSearchParams): boolean {
  const page = parse(html);
  const form = page.querySelector(CART_FORM);
  if (!form || !saysNothing(page)) return false;
  return [...form.querySelectorAll<HTMLInputElement>(QUANTITY_INPUT)].some((input) => {
    const value = sent.get(input.name)?.trim() ?? '';
    return value !== '' && Number(value) !== Number(input.value);
  });
}

/** A calculator post whose answered page has no notice at all. */
export function calculationNotApplied(html: string): boolean {
  const page = parse(html);
  return page.querySelector(CART_FORM) !== null && saysNothing(page);
}
