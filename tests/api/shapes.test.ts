import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactFormFeedback, contactFormSchema } from '../../src/widgets/contact/contact-form/api/contact-form.ts';
import { deleteMedia } from '../../src/widgets/reviews/shared/api/media.ts';
import { dismissComingSoonBanner } from '../../src/widgets/consent/shared/api/notices.ts';
import { drawProducts } from '../../src/widgets/catalogue/product-filter/api/filter.ts';
import { skuAutocomplete } from '../../src/widgets/catalogue/product-filter/api/sku-autocomplete.ts';
import { loadAllReviews } from '../../src/widgets/reviews/shared/api/all-reviews.ts';
import { loadGridReviews } from '../../src/widgets/reviews/reviews-grid/api.ts';
import { loadPhotoFeed } from '../../src/widgets/theme/photo-feed/api/photo-feed.ts';
import {
  loadQuestions,
  loadReviews,
  submitQna,
  submitReview,
  vote,
} from '../../src/widgets/reviews/shared/api/reviews.ts';
import { loadResults, sendFeedback, sendRating } from '../../src/widgets/content/shared/api/rating.ts';
import { placeOrder, updateOrderReview } from '../../src/widgets/checkout/order-review/api/checkout.ts';
import { searchProducts } from '../../src/widgets/content/live-search/api/search.ts';
import { addToCart, changeDiscountProduct } from '../../src/api/cart.ts';
import { fetchBulkTable, fetchDiscountedPrice } from '../../src/widgets/product/quantity-discounts/api/discounts.ts';
import { resetRestNonce } from '../../src/api/rest.ts';
import { fakeServer, json } from './fake-server.ts';

/**
 * Issue 26 item 3: an answer is judged by its shape. For every call whose JSON answer is used,
 * answers that lack what the caller needs are `invalid_json` errors, never an empty success.
 */
const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
  globals.wpApiSettings = { root: '/wp-json/', nonce: 'r3st' };
});
afterEach(() => {
  resetRestNonce();
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
  delete globals.wpApiSettings;
});

const query = { productId: '5', sort: 'recent', rating: 0, search: '', tags: [], page: 0 };
const submission = {
  productId: '5',
  rating: 5,
  review: 'Bun',
  name: 'Ana',
  email: 'ana@example.ro',
  onsiteQuestions: {},
  media: [],
  captcha: '',
};

/** Every call whose answer is decoded, with the answers that are legitimately empty for it left out. */
const CALLS: ReadonlyArray<
  readonly [string, () => Promise<{ ok: boolean; error?: { kind: string } }>, readonly string[]]
> = [
  ['update_order_review', () => updateOrderReview(new URLSearchParams()), []],
  ['checkout', () => placeOrder('/?wc-ajax=checkout', new URLSearchParams()), []],
  ['add_to_cart', () => addToCart({ product_id: '1' }), []],
  [
    'awdr_change_discount_product_in_cart',
    () => changeDiscountProduct({ product_id: '1', rule_unique_id: 'r', parent_id: '0', awdr_nonce: 'n' }),
    [],
  ],
  ['wdr_ajax:get_price_html', () => fetchDiscountedPrice('1', '2'), []],
  ['wdr_ajax:get_variable_product_bulk_table', () => fetchBulkTable('1'), []],
  ['woof_draw_products', () => drawProducts({ link: '/produse/', page: 1, shortcode: '' }), []],
  ['woof_sku_autocomplete', () => skuAutocomplete('ABC'), ['[]']],
  ['flatsome_ajax_search_products', () => searchProducts('rochie', ''), ['[]']],
  ['flatsome_load_instagram', () => loadPhotoFeed('x'), []],
  ['cr_ajax_reviews_sort', () => loadReviews({ kind: 'sort' }, query), []],
  ['cr_filter_reviews', () => loadReviews({ kind: 'filter', nonce: 'n' }, query), []],
  [
    'cr_show_more_all_reviews',
    () => loadAllReviews({ attributes: {}, rating: 0, sort: '', search: '', tags: [], page: 1 }),
    [],
  ],
  ['ivole_show_more_grid_reviews', () => loadGridReviews([['action', 'ivole_show_more_grid_reviews']]), []],
  ['cr_show_more_qna', () => loadQuestions({ productId: '5', page: 1, search: '', attributes: '' }), []],
  ['cr_vote_review', () => vote('review', '1', true), []],
  ['cr_vote_question', () => vote('question', '1', true), []],
  ['cr_submit_review', () => submitReview(submission), []],
  [
    'cr_new_qna',
    () => submitQna({ nonce: 'n', productId: '5', text: 'Da?', name: 'Ana', email: 'ana@example.ro', captcha: '' }),
    [],
  ],
  ['cr_delete_media', () => deleteMedia({ id: '1', key: 'k' }, { kind: 'media', productId: '5', nonce: 'n' }), []],
  ['rmp_process_rating', () => sendRating({ postId: 1, rating: 5, duration: 3 }), []],
  ['rmp_process_feedback', () => sendFeedback({ postId: 1, feedback: 'x', ratingId: '1', ratingToken: 't' }), []],
  ['load_results', () => loadResults(1), []],
  ['cf7 feedback', () => contactFormFeedback(5, new FormData()), []],
  ['cf7 schema', () => contactFormSchema(5), []],
  ['coming-soon banner', () => dismissComingSoonBanner('/wp-json/wp/v2/users/1', 'r3st'), []],
];

const WRONG: ReadonlyArray<readonly [string, unknown]> = [
  ['{}', {}],
  ['[]', []],
  ['null', null],
  ['"ok"', 'ok'],
  ['0', 0],
];

describe.each(CALLS)('%s refuses answers without what it needs', (_name, call, legitimate) => {
  it.each(WRONG.filter(([label]) => !legitimate.includes(label)))('%s', async (_label, body) => {
    fakeServer(json(body), json(body), json(body));
    const result = await call();
    expect(result.ok ? 'ok' : result.error?.kind).toBe('invalid_json');
  });
});
