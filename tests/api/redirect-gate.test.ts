import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAjax } from '../../src/api/admin-ajax.ts';
import { getCartPage, postCartPage, updateShippingMethod } from '../../src/widgets/cart/cart-page/api/cart-page.ts';
import { addToCart } from '../../src/api/cart.ts';
import { placeOrder, updateOrderReview } from '../../src/widgets/checkout/order-review/api/checkout.ts';
import { contactFormFeedback } from '../../src/widgets/contact/contact-form/api/contact-form.ts';
import { applyCoupon } from '../../src/api/coupons.ts';
import { sendNoticeAction } from '../../src/widgets/consent/shared/api/notices.ts';
import { rest, resetRestNonce } from '../../src/api/rest.ts';
import { errorText } from '../../src/i18n/errors.ts';
import { fakeServer, json, opaqueRedirect } from './fake-server.ts';

/**
 * Issue 39 item 1: no request that carries a nonce, a credential or the shopper's data follows a
 * redirect. Before, fetch followed a 307 and re-sent the body wherever it pointed; now every call
 * asks fetch not to follow, and the opaque answer that gives is a server error (spec §8: "An
 * unknown error occurred", in Romanian).
 */
const globals = window as unknown as Record<string, unknown>;
const REDIRECTED = { ok: false, error: { kind: 'server', code: 'redirected', message: '' } };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetRestNonce();
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
  globals.wpApiSettings = { root: '/wp-json/', nonce: 'r3st' };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
  delete globals.wpApiSettings;
});

const form = () =>
  new URLSearchParams({
    billing_email: 'ana@example.ro',
    billing_phone: '0722000000',
    'woocommerce-process-checkout-nonce': 'n0nce',
  });
const contact = () => {
  const data = new FormData();
  data.set('your-email', 'ana@example.ro');
  data.set('your-message', 'Bună ziua');
  return data;
};

const CALLS: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
  ['wc-ajax add_to_cart', () => addToCart({ product_id: '1' })],
  ['wc-ajax update_order_review', () => updateOrderReview(form())],
  ['wc-ajax checkout (place order)', () => placeOrder('/?wc-ajax=checkout', form())],
  ['wc-ajax apply_coupon', () => applyCoupon('n0nce', 'REDUCERE', 'ana@example.ro')],
  ['wc-ajax update_shipping_method', () => updateShippingMethod('n0nce', new Map([['0', 'flat_rate:1']]))],
  [
    'admin-ajax with a nonce',
    () => adminAjax('cr_submit_review', { nonce: 'n0nce', email: 'ana@example.ro' }, (value) => value),
  ],
  ['admin-ajax notice dismissal', () => sendNoticeAction('ademti_dismissible_wp_notices_dismiss', 's', 'n0nce')],
  ['REST CF7 feedback', () => contactFormFeedback(7, contact())],
  [
    'REST with the page nonce',
    () => rest({ path: 'wc/store/v1/cart', method: 'POST', data: { a: 1 } }, (value) => value),
  ],
];

describe('every call asks fetch not to follow a redirect', () => {
  it.each(CALLS)('%s', async (_name, call) => {
    const { seen } = fakeServer(json({}));
    await call();
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) expect(request.redirect, request.url.toString()).toBe('manual');
  });
});

describe('a redirect answer is a server error, and nothing is sent on', () => {
  it.each(CALLS)('%s', async (_name, call) => {
    const { seen } = fakeServer(opaqueRedirect(), json({ unexpected: 'a second request' }));
    expect(await call()).toEqual(REDIRECTED);
    expect(seen).toHaveLength(1);
  });

  it('words the error as §8 does for any other server error', () => {
    expect(errorText({ kind: 'server', code: 'redirected', message: '' })).toBe('A apărut o eroare necunoscută.');
  });

  it('refuses an answer that says it was redirected (a fetch that followed anyway)', async () => {
    const followed = json({ fragments: {} });
    Object.defineProperty(followed, 'redirected', { value: true });
    fakeServer(followed);
    expect(await addToCart({ product_id: '1' })).toEqual(REDIRECTED);
  });
});

describe("the cart page's post-redirect-get lands on the cart page without resending anything", () => {
  it('the cart form: one POST with the fields, then a bare GET of the cart page', async () => {
    const { seen } = fakeServer(opaqueRedirect(), new Response('<html>coș</html>'));
    const answer = await postCartPage(
      '/cos/',
      new URLSearchParams({ update_cart: '1', 'woocommerce-cart-nonce': 'n0nce' }),
    );
    expect(answer).toEqual({ ok: true, value: '<html>coș</html>' });
    expect(seen.map(({ method, url, body }) => [method, url.pathname + url.search, body])).toEqual([
      ['POST', '/cos/', 'update_cart=1&woocommerce-cart-nonce=n0nce'],
      ['GET', '/cos/', ''],
    ]);
    expect(seen[1]!.redirect).toBe('manual');
  });

  it('a remove link: the GET with the nonce, then the cart page with no query', async () => {
    const { seen } = fakeServer(opaqueRedirect(), new Response('<html>coș</html>'));
    expect((await getCartPage('/cos/?remove_item=abc&_wpnonce=n0nce')).ok).toBe(true);
    expect(seen.map(({ url }) => url.pathname + url.search)).toEqual(['/cos/?remove_item=abc&_wpnonce=n0nce', '/cos/']);
  });

  it('a cart page that redirects again is an error, not a loop', async () => {
    const { seen } = fakeServer(opaqueRedirect(), opaqueRedirect(), new Response('never'));
    expect(await postCartPage('/cos/', new URLSearchParams({ update_cart: '1' }))).toEqual(REDIRECTED);
    expect(seen).toHaveLength(2);
  });
});
