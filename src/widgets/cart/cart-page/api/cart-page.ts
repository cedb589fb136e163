import { sendGated } from '../../../../api/gate.ts';
import { readText } from '../../../../api/http.ts';
import { isRedirected, refuseCrossOrigin } from '../../../../api/origin.ts';
import { cartQueue } from '../../../../api/queue.ts';
import type { Result } from '../../../../api/result.ts';
import { wcAjaxUrl } from '../../../../api/wc-ajax.ts';

/**
 * The cart page's calls (legacy-contracts: WooCommerce's cart.js). The form posts and the remove
 * links answer the whole cart page as HTML, which the widget cuts its regions from; the shipping
 * method answers the new totals. The HTML is used only from this site, and every call changes
 * the cart, so each waits its turn in the cart queue.
 */
const CART_PAGE_TIMEOUT_MS = 15_000;

async function pageCall(
  url: string,
  method: 'GET' | 'POST',
  body: URLSearchParams | undefined,
  what: string,
): Promise<Result<string>> {
  const refused = refuseCrossOrigin(url, what);
  if (refused) return refused;
  return cartQueue.run(async () => {
    const sent = await sendGated({ url, method, body, timeout: CART_PAGE_TIMEOUT_MS }, what);
    // The shipping method (wc-ajax) answers JSON-less HTML and never redirects: a redirect there is an error.
    if (!sent.ok && isRedirected(sent.error) && !isWcAjax(url)) return landOnCartPage(url, what);
    return sent.ok ? readText(sent.value) : sent;
  });
}

const isWcAjax = (url: string) => new URL(url, location.href).searchParams.has('wc-ajax');

/**
 * WooCommerce answers the cart form and a remove link with a redirect to the cart page (post,
 * redirect, get). The gate follows no redirect, so that the form's nonce and fields go nowhere
 * else; the page it lands on is asked for here instead: the same path with nothing in the query,
 * so the second request carries nothing but the shop's own cookies, and is itself refused if it
 * redirects.
 */
async function landOnCartPage(url: string, what: string): Promise<Result<string>> {
  const page = new URL(url, location.href);
  page.search = '';
  page.hash = '';
  const sent = await sendGated({ url: page.toString(), timeout: CART_PAGE_TIMEOUT_MS }, what);
  return sent.ok ? readText(sent.value) : sent;
}

/** POST the cart form (with `update_cart`) or the shipping calculator (with `calc_shipping`) to the cart URL. */
export function postCartPage(url: string, body: URLSearchParams): Promise<Result<string>> {
  return pageCall(url, 'POST', body, 'cart page');
}

/** GET a remove link (`?remove_item=…&_wpnonce=…`); WooCommerce redirects to the cart page. */
export function getCartPage(url: string): Promise<Result<string>> {
  return pageCall(url, 'GET', undefined, 'cart page');
}

/** POST ?wc-ajax=update_shipping_method: `security` and `shipping_method[i]`; the answer is `div.cart_totals`. */
export function updateShippingMethod(nonce: string, methods: ReadonlyMap<string, string>): Promise<Result<string>> {
  const body = new URLSearchParams({ security: nonce });
  for (const [index, value] of methods) body.append(`shipping_method[${index}]`, value);
  return pageCall(wcAjaxUrl('update_shipping_method'), 'POST', body, 'shipping method');
}
