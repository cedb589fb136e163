import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_CORPUS, HOSTILE_MARKUP, HOSTILE_URLS, PWNED_MARKER } from '../../e2e/support/hostile.ts';
import { navigableUrl } from '../../src/lib/safe-navigation.ts';
import { parseNotices } from '../../src/lib/wc-notices.ts';
import { parseCouponAnswer } from '../../src/lib/coupon-answer.ts';
import { priceText, shopUrl, imageUrl } from '../../src/widgets/content/live-search/model.ts';
import { announce, prepareAnnouncer } from '../../src/ui/announce.ts';
import { quickView } from '../../src/widgets/catalogue/quick-view/api/quick-view.ts';
import { drawProducts } from '../../src/widgets/catalogue/product-filter/api/filter.ts';
import { loadReviews, loadQuestions } from '../../src/widgets/reviews/shared/api/reviews.ts';
import { loadAllReviews } from '../../src/widgets/reviews/shared/api/all-reviews.ts';
import { loadGridReviews } from '../../src/widgets/reviews/reviews-grid/api.ts';
import { loadPhotoFeed } from '../../src/widgets/theme/photo-feed/api/photo-feed.ts';
import { applyCoupon } from '../../src/api/coupons.ts';
import { postCartPage } from '../../src/widgets/cart/cart-page/api/cart-page.ts';
import { updateOrderReview } from '../../src/widgets/checkout/order-review/api/checkout.ts';
import { fetchBulkTable } from '../../src/widgets/product/quantity-discounts/api/discounts.ts';
import { addToCart } from '../../src/api/cart.ts';
import { fakeServer, json } from '../api/fake-server.ts';

/**
 * Issue 26 item 10: the shared hostile corpus through every text path (notices, coupon answers,
 * suggestions' prices, announcements) and every URL and HTML path's gate.
 */
const globals = window as unknown as Record<string, unknown>;
const ORIGIN = location.origin;

/** Writing the text into the page the way the widgets do (textContent) leaves only text. */
function assertInert(text: string): void {
  const host = document.createElement('div');
  host.textContent = text;
  document.body.append(host);
  expect(host.children).toHaveLength(0);
  expect(globals[PWNED_MARKER]).toBeUndefined();
  host.remove();
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
  delete globals[PWNED_MARKER];
  document.body.innerHTML = '';
});

describe.each(HOSTILE_CORPUS)('text paths with $name', ({ value }) => {
  it('a WooCommerce notice keeps only text', () => {
    const notices = parseNotices(
      `<ul class="woocommerce-error" role="alert"><li data-id="billing_email">${value}</li></ul>`,
    );
    for (const notice of notices) assertInert(notice.text);
    expect(notices.every((notice) => notice.fieldId === 'billing_email')).toBe(true);
  });

  it('a coupon answer keeps only text', () => {
    const answer = parseCouponAnswer(`<div class="woocommerce-message" role="alert">${value}</div>`);
    if (answer)
      for (const text of Object.values(answer).filter((entry): entry is string => typeof entry === 'string'))
        assertInert(text);
  });

  it('a suggestion price is text', () => {
    assertInert(priceText(`<span class="woocommerce-Price-amount">${value}</span>`));
  });

  it('an announcement is text in the live region', () => {
    prepareAnnouncer();
    announce(value);
    expect(document.querySelectorAll('[aria-live] *:not(span, div)')).toHaveLength(0);
    expect(globals[PWNED_MARKER]).toBeUndefined();
  });
});

describe.each(HOSTILE_URLS)('URL paths refuse $name', ({ value }) => {
  it('navigation', () => {
    expect(navigableUrl(value, `${ORIGIN}/produse/`)).toBeNull();
  });

  it('a suggestion link and image', () => {
    expect(shopUrl(value, ORIGIN)).toBeNull();
    // Images may come from a CDN (another origin); only the schemes are refused there.
    if (!value.includes('evil.example')) expect(imageUrl(value, ORIGIN)).toBeNull();
  });
});

/** A fetch Response that says it came from `url` (as after a redirect). */
function answeredFrom(url: string, body: Response): Response {
  Object.defineProperty(body, 'url', { value: url });
  return body;
}

const query = { productId: '5', sort: 'recent', rating: 0, search: '', tags: [], page: 0 };

/** Every call whose answer carries HTML that reaches the page. */
const HTML_CALLS: ReadonlyArray<readonly [string, (html: string) => Response, () => Promise<{ ok: boolean }>]> = [
  ['flatsome_quickview', (html) => new Response(html), () => quickView('5')],
  [
    'woof_draw_products',
    (html) => json({ products: html, form: html }),
    () => drawProducts({ link: '/produse/', page: 1, shortcode: '' }),
  ],
  [
    'cr_ajax_reviews_sort',
    (html) => json({ page: 1, html, last_page: true }),
    () => loadReviews({ kind: 'sort' }, query),
  ],
  [
    'cr_show_more_all_reviews',
    (html) => json({ page: 1, html, last_page: true }),
    () => loadAllReviews({ attributes: {}, rating: 0, sort: '', search: '', tags: [], page: 1 }),
  ],
  [
    'cr_show_more_qna',
    (html) => json({ page: 1, html, last_page: true }),
    () => loadQuestions({ productId: '5', page: 1, search: '', attributes: '' }),
  ],
  [
    'ivole_show_more_grid_reviews',
    (html) => json({ html }),
    () => loadGridReviews([['action', 'ivole_show_more_grid_reviews']]),
  ],
  ['flatsome_load_instagram', (html) => json({ success: true, data: html }), () => loadPhotoFeed('x')],
  ['wdr bulk table', (html) => json({ bulk_table: html }), () => fetchBulkTable('7')],
  [
    'add_to_cart fragments',
    (html) => json({ fragments: { 'div.widget_shopping_cart_content': html }, cart_hash: 'h' }),
    () => addToCart({ product_id: '1' }),
  ],
  [
    'update_order_review',
    (html) => json({ result: 'success', fragments: { '.woocommerce-checkout-review-order-table': html } }),
    () => updateOrderReview(new URLSearchParams()),
  ],
  ['apply_coupon', (html) => new Response(html), () => applyCoupon('n', 'X')],
  [
    'cart page',
    (html) => new Response(`<form class="woocommerce-cart-form">${html}</form>`),
    () => postCartPage('/cos/', new URLSearchParams()),
  ],
];

describe.each(HOSTILE_MARKUP)('HTML paths gate $name', ({ value }) => {
  it.each(HTML_CALLS)('%s from another origin is refused before it is read', async (_name, reply, call) => {
    fakeServer(answeredFrom('https://evil.example/x', reply(value)));
    expect(await call()).toEqual({ ok: false, error: { kind: 'server', code: 'cross_origin', message: '' } });
  });
});
