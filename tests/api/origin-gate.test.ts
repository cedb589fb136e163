import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCoupon, removeCoupon } from '../../src/api/coupons.ts';
import { placeOrder, updateOrderReview } from '../../src/widgets/checkout/order-review/api/checkout.ts';
import { uploadMedia } from '../../src/widgets/reviews/shared/api/media.ts';
import { dismissComingSoonBanner, sendNoticeAction } from '../../src/widgets/consent/shared/api/notices.ts';
import { postCartPage, updateShippingMethod } from '../../src/widgets/cart/cart-page/api/cart-page.ts';
import { addToCart } from '../../src/api/cart.ts';
import { rest, resetRestNonce } from '../../src/api/rest.ts';
import { fakeServer, json } from './fake-server.ts';

/**
 * Issue 26 item 1: every call that carries a nonce or the shopper's data goes through the same
 * request-and-answer origin check as admin-ajax. Each was sent ungated before the gate.
 */
const globals = window as unknown as Record<string, unknown>;
const CROSS = { ok: false, error: { kind: 'server', code: 'cross_origin', message: '' } };
const EVIL = 'https://evil.example';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetRestNonce();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
  delete globals.wpApiSettings;
});

const form = () => new URLSearchParams({ billing_email: 'ana@example.ro', security: 'n0nce' });

/** Every gated call, named; each runs against whatever endpoints the test configured. */
const CALLS: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
  ['update_order_review', () => updateOrderReview(form())],
  ['apply_coupon', () => applyCoupon('n0nce', 'REDUCERE', 'ana@example.ro')],
  ['remove_coupon', () => removeCoupon('n0nce', 'REDUCERE')],
  ['notice dismiss', () => sendNoticeAction('ademti_dismissible_wp_notices_dismiss', 'slug', 'n0nce')],
  ['notice snooze', () => sendNoticeAction('ademti_dismissible_wp_notices_snooze', 'slug', 'n0nce')],
  ['add_to_cart', () => addToCart({ product_id: '1' })],
  ['update_shipping_method', () => updateShippingMethod('n0nce', new Map([['0', 'flat_rate:1']]))],
  [
    'rest with the page nonce',
    () => rest({ path: 'wc/store/v1/cart', method: 'POST', data: { a: 1 } }, (value) => value),
  ],
];

describe('a call to another origin is refused before anything leaves', () => {
  beforeEach(() => {
    globals.woocommerce_params = {
      ajax_url: `${EVIL}/wp-admin/admin-ajax.php`,
      wc_ajax_url: `${EVIL}/?wc-ajax=%%endpoint%%`,
    };
    globals.wpApiSettings = { root: `${EVIL}/wp-json/`, nonce: 'r3st' };
  });

  it.each(CALLS)('%s', async (_name, call) => {
    const { fetch } = fakeServer(json({}));
    expect(await call()).toEqual(CROSS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('place order to a checkout_url on another origin', async () => {
    const { fetch } = fakeServer(json({}));
    expect(await placeOrder(`${EVIL}/?wc-ajax=checkout`, form())).toEqual(CROSS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the cart page form to another origin', async () => {
    const { fetch } = fakeServer(json({}));
    expect(await postCartPage(`${EVIL}/cos/`, form())).toEqual(CROSS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the coming-soon banner to a REST URL on another origin', async () => {
    const { fetch } = fakeServer(json({ id: 1 }));
    expect(await dismissComingSoonBanner(`${EVIL}/wp-json/wp/v2/users/1`, 'r3st')).toEqual(CROSS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the media upload (XMLHttpRequest) with its nonce and captcha', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const file = new File(['x'], 'poza.jpg', { type: 'image/jpeg' });
    expect(await uploadMedia(file, { kind: 'local', productId: '5', nonce: 'n0nce', captcha: '' })).toEqual(CROSS);
    expect(open).not.toHaveBeenCalled();
  });
});

/** A fetch Response that says it came from `url` (as after a redirect). */
function answeredFrom(url: string, body: Response): Response {
  Object.defineProperty(body, 'url', { value: url });
  return body;
}

describe('an answer that ended on another origin is refused before it is read', () => {
  beforeEach(() => {
    globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
    globals.wpApiSettings = { root: '/wp-json/', nonce: 'r3st' };
  });

  it.each(CALLS)('%s', async (_name, call) => {
    fakeServer(
      answeredFrom(
        `${EVIL}/x`,
        json({
          fragments: { '.woocommerce-checkout-review-order-table': '<img src=x onerror=alert(1)>' },
          result: 'success',
          id: 1,
        }),
      ),
    );
    expect(await call()).toEqual(CROSS);
  });

  it('place order', async () => {
    fakeServer(answeredFrom(`${EVIL}/x`, json({ result: 'success', redirect: '/comanda-primita/' })));
    expect(await placeOrder('/?wc-ajax=checkout', form())).toEqual(CROSS);
  });
});
