import { sendGated } from './gate.ts';
import { readText } from './http.ts';
import { cartQueue } from './queue.ts';
import type { Result } from './result.ts';
import { wcAjaxUrl } from './wc-ajax.ts';

/** The checkout's figure: a coupon call recomputes the whole cart, which can be slow. */
const COUPON_TIMEOUT_MS = 15_000;

/**
 * `apply_coupon` / `remove_coupon` (legacy-contracts §4): the answer is WooCommerce's notices as
 * HTML (dataType html) from this site; the caller keeps only their text. The checkout and the
 * cart page both use them. Both change the cart, so they wait their turn in the cart queue (woocommerce/woocommerce#23283).
 */
export function applyCoupon(nonce: string, code: string, email?: string): Promise<Result<string>> {
  // The checkout sends the billing e-mail (usage limits per customer); the cart page has none.
  const body = new URLSearchParams({ security: nonce, coupon_code: code });
  if (email !== undefined) body.set('billing_email', email);
  return couponCall('apply_coupon', body);
}

export function removeCoupon(nonce: string, code: string): Promise<Result<string>> {
  return couponCall('remove_coupon', new URLSearchParams({ security: nonce, coupon: code }));
}

function couponCall(endpoint: 'apply_coupon' | 'remove_coupon', body: URLSearchParams): Promise<Result<string>> {
  return cartQueue.run(async () => {
    const sent = await sendGated(
      { url: wcAjaxUrl(endpoint), method: 'POST', body, timeout: COUPON_TIMEOUT_MS },
      endpoint,
    );
    return sent.ok ? readText(sent.value) : sent;
  });
}
