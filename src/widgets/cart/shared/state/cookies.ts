import Cookies from 'js-cookie';

/** The two cookies WooCommerce sets for the cart (legacy-contracts §2), read with js-cookie as the original did. */
export function readCartCookies(): {
  readonly cookieHash: string | undefined;
  readonly itemsInCart: string | undefined;
} {
  return { cookieHash: Cookies.get('woocommerce_cart_hash'), itemsInCart: Cookies.get('woocommerce_items_in_cart') };
}

/** `woocommerce_items_in_cart > 0`, as the original compared it. */
export function cookieSaysCartHasItems(): boolean {
  return Number(Cookies.get('woocommerce_items_in_cart') ?? 0) > 0;
}
