import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../src/api/index.ts';
import { addToCart, changeDiscountProduct } from '../../src/api/cart.ts';
import { fetchBulkTable, fetchDiscountedPrice } from '../../src/api/discounts.ts';
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
const submission = { productId: '5', rating: 5, review: 'Bun', name: 'Ana', email: 'ana@example.ro', onsiteQuestions: {}, media: [], captcha: '' };

/** Every call whose answer is decoded, with the answers that are legitimately empty for it left out. */
const CALLS: ReadonlyArray<readonly [string, () => Promise<{ ok: boolean; error?: { kind: string } }>, readonly string[]]> = [
  ['update_order_review', () => api.updateOrderReview(new URLSearchParams()), []],
  ['checkout', () => api.placeOrder('/?wc-ajax=checkout', new URLSearchParams()), []],
  ['add_to_cart', () => addToCart({ product_id: '1' }), []],
  ['awdr_change_discount_product_in_cart', () => changeDiscountProduct({ product_id: '1', rule_unique_id: 'r', parent_id: '0', awdr_nonce: 'n' }), []],
  ['wdr_ajax:get_price_html', () => fetchDiscountedPrice('1', '2'), []],
  ['wdr_ajax:get_variable_product_bulk_table', () => fetchBulkTable('1'), []],
  ['woof_draw_products', () => api.drawProducts({ link: '/produse/', page: 1, shortcode: '' }), []],
  ['woof_sku_autocomplete', () => api.skuAutocomplete('ABC'), ['[]']],
  ['flatsome_ajax_search_products', () => api.searchProducts('rochie', ''), ['[]']],
  ['flatsome_load_instagram', () => api.loadPhotoFeed('x'), []],
  ['cr_ajax_reviews_sort', () => api.loadReviews({ kind: 'sort' }, query), []],
  ['cr_filter_reviews', () => api.loadReviews({ kind: 'filter', nonce: 'n' }, query), []],
  ['cr_show_more_all_reviews', () => api.loadAllReviews({ attributes: {}, rating: 0, sort: '', search: '', tags: [], page: 1 }), []],
  ['ivole_show_more_grid_reviews', () => api.loadGridReviews([['action', 'ivole_show_more_grid_reviews']]), []],
  ['cr_show_more_qna', () => api.loadQuestions({ productId: '5', page: 1, search: '', attributes: '' }), []],
  ['cr_vote_review', () => api.vote('review', '1', true), []],
  ['cr_vote_question', () => api.vote('question', '1', true), []],
  ['cr_submit_review', () => api.submitReview(submission), []],
  ['cr_new_qna', () => api.submitQna({ nonce: 'n', productId: '5', text: 'Da?', name: 'Ana', email: 'ana@example.ro', captcha: '' }), []],
  ['cr_delete_media', () => api.deleteMedia({ id: '1', key: 'k' }, { kind: 'media', productId: '5', nonce: 'n' }), []],
  ['rmp_process_rating', () => api.sendRating({ postId: 1, rating: 5, duration: 3 }), []],
  ['rmp_process_feedback', () => api.sendFeedback({ postId: 1, feedback: 'x', ratingId: '1', ratingToken: 't' }), []],
  ['load_results', () => api.loadResults(1), []],
  ['cf7 feedback', () => api.contactFormFeedback(5, new FormData()), []],
  ['cf7 schema', () => api.contactFormSchema(5), []],
  ['coming-soon banner', () => api.dismissComingSoonBanner('/wp-json/wp/v2/users/1', 'r3st'), []],
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
