import { armed, hoverUntilMounted } from './support/intent.ts';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { products } from '../fixtures/data/catalogue.ts';
import {
  addOnServer,
  openCartPage,
  cartReadyUntouched,
  headerItems,
  LISTING,
  LISTING_IDS,
  listingButton,
  openHeaderCart,
  PLAIN_PAGE,
  serverCart,
  SIMPLE_IDS,
} from './support/cart.ts';
import { openCheckout } from './support/checkout.ts';
import { loginAsAdmin } from './support/consent.ts';
import { clearFaults, fixtureSession, injectFault, resetShop, type AnyFault } from './support/fixture.ts';
import { redirectTargetPerTest } from './support/redirect-target.ts';
import { hostReady, SIMPLE, VARIABLE, withConfig } from './support/product.ts';
import { expectRemoveFallsBackToLink } from './support/remove-link.ts';
import { collectUncaught, settledCalls, trackAdminAjax } from './support/uncaught.ts';
import { CART_EVENTS } from '../src/lib/events.ts';

/**
 * Issue 9's fault matrix: every endpoint Vitrina calls × {500, time-out, malformed JSON, network
 * failure, wrong shape}. Each cell checks the spec §8 behaviour, that nothing the shopper typed
 * or chose is lost, and that the page had no uncaught error or unhandled rejection. A new widget's
 * endpoint is a new row of ENDPOINTS.
 */
const FAULTS: readonly AnyFault[] = ['500', 'timeout', 'malformed', 'network', 'shape', 'redirect'];

/**
 * The redirect column (issue 39): the endpoint answers 307 to a second local origin that records
 * what reaches it. Every call here carries a nonce, a session or the shopper's choices, so the
 * browser must not follow: the shopper sees the server-error path and the second origin nothing.
 */
// Every cell gets its own second origin; the afterEach fails a cell whose 307 was followed.
const redirectTarget = redirectTargetPerTest({ expectNothingReached: true });

/** Arms `fault` on the fixture server, the redirect pointing at this test's recording origin. */
function injectCellFault(page: Page, endpoint: string, fault: AnyFault, times: number): Promise<void> {
  return injectFault(page, endpoint, fault, times, fault === 'redirect' ? redirectTarget.url : undefined);
}

/**
 * Arms one fault for the next call. A network failure is made in the browser for wc-ajax (Chromium
 * re-sends a POST whose reused connection dropped, which would hide a server-side drop) and armed
 * for many calls on admin-ajax (whose streamed bodies a browser route cannot tell apart).
 */
async function arm(page: Page, endpoint: string, fault: AnyFault, wcAjax: boolean): Promise<void> {
  if (fault === 'network' && wcAjax) {
    await page.route(`**/?wc-ajax=${endpoint}`, (route) => route.abort('connectionfailed'), { times: 1 });
    return;
  }
  await injectCellFault(page, endpoint, fault, fault === 'network' ? 20 : 1);
}

/** The mini-cart shown lists exactly the server's cart lines. */
async function expectShownMatchesServer(page: Page): Promise<void> {
  const lines = await serverCart(page);
  await expect(headerItems(page)).toHaveCount(lines.length);
  await expect(page.locator('.header-nav-main .header-cart-link .cart-icon strong')).toHaveText(
    String(lines.reduce((sum, line) => sum + line.quantity, 0)),
  );
}

const filter = (page: Page) => page.locator('.woof');
const cardNames = (page: Page) =>
  page.locator('#woof_results_by_ajax .woocommerce-loop-product__link').allTextContents();
const skuInput = (page: Page) => filter(page).locator('input.woof_show_sku_search');
/** The suggestions (the panel's selects have options of their own). */
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Sugestii cod produs' }).getByRole('option');
const giftSelect = (page: Page) => page.locator('select.awdr-change-free-product');
const dynamicPrice = { awdr_params: { enable_update_price_with_qty: 'show_dynamically' } };
const variable = products().find((product) => product.id === VARIABLE.id)!;
const variation = variable.variations.find(
  (candidate) => candidate.stock_status === 'instock' && candidate.attributes.attribute_pa_culoare,
)!;
/** A SKU prefix the fixture catalogue has suggestions for. */
const skuPrefix = products()
  .find((product) => product.sku.length >= 4)!
  .sku.slice(0, 4);

interface Row {
  /** The fault injection key: a wc-ajax endpoint, an admin-ajax action or `action:method`. */
  readonly endpoint: string;
  readonly wcAjax?: boolean;
  /** Loads the page, arms the fault, acts as the shopper would and checks §8; the errors are checked after. */
  readonly cell: (page: Page, fault: AnyFault) => Promise<void>;
}

const ENDPOINTS: readonly Row[] = [
  {
    endpoint: 'add_to_cart',
    wcAjax: true,
    // §8: the add fails visibly, the spinner ends, the mini-cart still shows the server's cart.
    async cell(page, fault) {
      await page.goto(LISTING);
      await cartReadyUntouched(page);
      await arm(page, 'add_to_cart', fault, true);
      const button = listingButton(page, LISTING_IDS[0]);
      await button.click();
      // Announced once the request failed (a time-out takes 10 s); the click may first wait for
      // the widget's chunk (it mounts on the touch), so the spinner is not what is awaited.
      await expect(page.locator('.widget_shopping_cart_live_region')).toContainText(
        'Produsul nu a putut fi adăugat în coș.',
        { timeout: 20_000 },
      );
      await expect(button).not.toHaveClass(/loading/);
      await expect(button).not.toHaveClass(/added/);
      await expectShownMatchesServer(page);
    },
  },
  {
    endpoint: 'remove_from_cart',
    wcAjax: true,
    // §8 "Remove from cart failure": navigate to the remove link.
    async cell(page, fault) {
      await addOnServer(page, SIMPLE_IDS[0]);
      await addOnServer(page, SIMPLE_IDS[1]);
      await page.goto(PLAIN_PAGE);
      await cartReadyUntouched(page);
      await arm(page, 'remove_from_cart', fault, true);
      await openHeaderCart(page);
      const remove = headerItems(page).first().locator('.remove_from_cart_button');
      const removedKey = (await remove.getAttribute('data-cart_item_key')) ?? '';
      await expectRemoveFallsBackToLink(page, removedKey, () => remove.click());
      // wc_get_cart_remove_url() points at the cart page: WooCommerce removes there and redirects to it.
      expect(new URL(page.url()).pathname).toBe('/cos/');
      expect((await serverCart(page)).map((line) => line.key)).not.toContain(removedKey);
      await cartReadyUntouched(page);
      await expectShownMatchesServer(page);
    },
  },
  {
    endpoint: 'get_refreshed_fragments',
    wcAjax: true,
    // §8 "Fragment refresh failure": the error event, nothing shown; the next refresh recovers.
    async cell(page, fault) {
      await page.addInitScript((name) => {
        const seen: string[] = [];
        (window as unknown as { cartErrors: string[] }).cartErrors = seen;
        document.addEventListener(name, () => seen.push('error'));
      }, CART_EVENTS['fragments-error']);
      await addOnServer(page, SIMPLE_IDS[0]);
      if (fault === 'network')
        await page.route('**/?wc-ajax=get_refreshed_fragments', (route) => route.abort('connectionfailed'), {
          times: 1,
        });
      else await injectCellFault(page, 'get_refreshed_fragments', fault, 1);
      await page.goto(PLAIN_PAGE);
      await cartReadyUntouched(page);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { cartErrors: string[] }).cartErrors.length), {
          timeout: 20_000,
        })
        .toBe(1);
      await expect(page.locator('.widget_shopping_cart_live_region:not(:empty)')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await addOnServer(page, SIMPLE_IDS[1]);
      await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh')));
      await expect(headerItems(page)).toHaveCount(2);
      await expectShownMatchesServer(page);
    },
  },
  {
    endpoint: 'awdr_change_discount_product_in_cart',
    // §8 "Cart discount swap error": ignored; no post, the typed quantity and the choice stay.
    async cell(page, fault) {
      await addOnServer(page, 1061); // over the gift threshold on its own
      await page.goto('/cos/');
      await expect(giftSelect(page)).toHaveAttribute('data-vitrina-state', 'mounted');
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      const giftLine = page.locator('tr.awdr-free-product-line td.product-name > a');
      const cartOnServer = async () => {
        const { cart, gifts } = await fixtureSession(page);
        return { cart, gifts };
      };
      const before = { line: await giftLine.textContent(), server: await cartOnServer() };
      const quantity = page.locator('form.woocommerce-cart-form input.qty').first();
      await quantity.fill('2');
      await arm(page, 'awdr_change_discount_product_in_cart', fault, false);
      const other = (await giftSelect(page).locator('option:not(:checked)').first().getAttribute('value')) ?? '';
      await giftSelect(page).selectOption(other);
      await expect.poll(() => settledCalls(page, 'awdr_change_discount_product_in_cart'), { timeout: 25_000 }).toBe(1);
      await expect(giftSelect(page)).not.toHaveAttribute('aria-busy', 'true');
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      await expect(giftLine).toHaveText(before.line ?? '');
      await expect(quantity).toHaveValue('2');
      await expect(giftSelect(page)).toHaveValue(other);
      expect(await cartOnServer()).toEqual(before.server);
    },
  },
  {
    endpoint: 'woof_draw_products',
    // The listing stays as it was, a Romanian message in an alert, the choices and the typed SKU stay.
    async cell(page, fault) {
      await page.goto('/produse-ajax/');
      await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
      const before = await cardNames(page);
      await arm(page, 'woof_draw_products', fault, false);
      await filter(page).locator('label.woof_color_label[for="woof_tax_color_rosu_auto_shortcode"]').click();
      await skuInput(page).fill('XY');
      await filter(page).getByRole('button', { name: 'Filtrează' }).click();
      await expect(filter(page).locator('.woof_vitrina_error[role="alert"]')).toHaveText(
        /Filtrarea produselor nu a reușit/,
        { timeout: 30_000 },
      );
      expect(await cardNames(page)).toEqual(before);
      await expect(page).toHaveURL(/\/produse-ajax\/$/);
      await expect(filter(page).locator('input.woof_color_term[name="rosu"]')).toBeChecked();
      await expect(skuInput(page)).toHaveValue('XY');
      await expect(page.locator('#woof_html_buffer')).toBeHidden();
    },
  },
  {
    endpoint: 'woof_sku_autocomplete',
    // A failed suggestion call shows no list and keeps the typed text; the next keystroke recovers.
    async cell(page, fault) {
      await page.goto('/produse-ajax/');
      // The filter's React (the SKU combobox) comes on the first touch (design §8): the pointer over the filter.
      // The filter's logic may already be mounted (its trigger's latest moment); its React half
      // still waits for a touch, so the pointer goes over the SKU field itself, as a shopper's does.
      await hoverUntilMounted(filter(page));
      await skuInput(page).hover();
      await expect(skuInput(page)).toHaveAttribute('role', 'combobox', { timeout: 20_000 });
      await arm(page, 'woof_sku_autocomplete', fault, false);
      await skuInput(page).pressSequentially(skuPrefix.slice(0, 3));
      await expect.poll(() => settledCalls(page, 'woof_sku_autocomplete'), { timeout: 25_000 }).toBeGreaterThan(0);
      await expect(suggestions(page)).toHaveCount(0);
      await expect(skuInput(page)).not.toHaveAttribute('aria-expanded', 'true');
      await expect(skuInput(page)).toHaveValue(skuPrefix.slice(0, 3));
      await clearFaults(page);
      await skuInput(page).pressSequentially(skuPrefix.slice(3));
      await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
      await expect(skuInput(page)).toHaveValue(skuPrefix);
    },
  },
  {
    endpoint: 'flatsome_quickview',
    // §8 "Quick view failure": not shown; the shopper lands on the product page.
    async cell(page, fault) {
      await page.goto('/produse/?swoof=1&product_cat=blugi');
      await armed(page.locator('.quick-view').first());
      await arm(page, 'flatsome_quickview', fault, false);
      const product = await page.locator('.product-small .woocommerce-loop-product__link').first().getAttribute('href');
      await page.locator('.quick-view').first().click();
      await page.waitForURL((url) => url.pathname === product, { timeout: 30_000 });
      await expect(page.locator('dialog.vitrina-quick-view')).toHaveCount(0);
    },
  },
  {
    endpoint: 'wdr_ajax:get_price_html',
    // §8 "Discount price error": the price area cleared; the quantity stays.
    async cell(page, fault) {
      await page.goto(withConfig(SIMPLE.path, dynamicPrice));
      await hostReady(page, 'div.product form.cart');
      await arm(page, 'wdr_ajax:get_price_html', fault, false);
      const quantity = page.locator('form.cart input.qty');
      await quantity.fill('5');
      await quantity.dispatchEvent('change');
      await expect.poll(() => settledCalls(page, 'wdr_ajax:get_price_html'), { timeout: 45_000 }).toBe(1);
      await expect(page.locator('.product-info p.price')).toBeEmpty();
      await expect(quantity).toHaveValue('5');
    },
  },
  {
    endpoint: 'wdr_ajax:get_variable_product_bulk_table',
    // §8 "bulk table error": the table cleared, not left faded; the choice stays.
    async cell(page, fault) {
      await page.goto(VARIABLE.path);
      await hostReady(page, 'div.product form.cart');
      await arm(page, 'wdr_ajax:get_variable_product_bulk_table', fault, false);
      await page.selectOption('#pa_marime', variation.attributes.attribute_pa_marime!);
      await page.selectOption('#pa_culoare', variation.attributes.attribute_pa_culoare!);
      await expect
        .poll(() => settledCalls(page, 'wdr_ajax:get_variable_product_bulk_table'), { timeout: 45_000 })
        .toBeGreaterThan(0);
      const table = page.locator('.awdr-bulk-customizable-table');
      await expect(table).toBeEmpty();
      await expect(table).not.toHaveCSS('opacity', '0.5');
      await expect(page.locator('#pa_culoare')).toHaveValue(variation.attributes.attribute_pa_culoare!);
    },
  },
  {
    endpoint: 'update_order_review',
    wcAjax: true,
    // Issue 26 item 3: `{}` (the fixture's wrong shape) is not a successful refresh; a message says so and the form keeps what was typed.
    async cell(page, fault) {
      await addOnServer(page, 1061);
      await openCheckout(page);
      await page.locator('#billing_email').fill('ana.popescu@exemplu.ro');
      await arm(page, 'update_order_review', fault, true);
      await page.locator('#billing_city').fill('Timișoara');
      await page.locator('#billing_city').blur();
      await expect(page.locator('.woocommerce-NoticeGroup-checkout')).toContainText(
        `${FAULT_TEXTS[fault]} Datele introduse au rămas în formular.`,
        { timeout: 25_000 },
      );
      await expect(page.locator('#billing_city')).toHaveValue('Timișoara');
      await expect(page.locator('#billing_email')).toHaveValue('ana.popescu@exemplu.ro');
      await expect(page.locator('#order_review')).not.toHaveAttribute('aria-busy', 'true');
    },
  },
  {
    endpoint: '/cos/',
    // The cart page's remove link (a GET of /cos/?remove_item=…): a message, the line and the typed quantity stay.
    async cell(page, fault) {
      await addOnServer(page, SIMPLE_IDS[0]);
      await addOnServer(page, SIMPLE_IDS[1]);
      await openCartPage(page);
      const quantity = page.locator('form.woocommerce-cart-form input.qty').nth(1);
      await quantity.fill('3');
      if (fault === 'network')
        await page.route('**/cos/?remove_item=*', (route) => route.abort('connectionfailed'), { times: 1 });
      else await injectCellFault(page, '/cos/', fault, 1);
      const before = (await serverCart(page)).map((line) => line.key);
      await page.locator('form.woocommerce-cart-form td.product-remove a.remove').first().click();
      await expect(page.locator('.woocommerce-notices-wrapper')).toContainText(
        `Produsul nu a fost eliminat din coș. ${FAULT_TEXTS[fault]}`,
        { timeout: 25_000 },
      );
      await expect(page.locator('form.woocommerce-cart-form input.qty')).toHaveCount(2);
      await expect(quantity).toHaveValue('3');
      expect((await serverCart(page)).map((line) => line.key)).toEqual(before);
    },
  },
  {
    endpoint: 'ademti_dismissible_wp_notices_snooze',
    // The snooze fails like the dismiss: the notice comes back with our message, and after a reload it is still there.
    async cell(page, fault) {
      await page.context().addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
      await loginAsAdmin(page);
      await page.goto('/');
      await expect(page.locator('.ademti-snooze').first()).toHaveAttribute('data-vitrina-state', 'mounted', {
        timeout: 15_000,
      });
      await arm(page, 'ademti_dismissible_wp_notices_snooze', fault, false);
      const notice = page.locator('.notice', { hasText: 'recenzii' });
      await notice.locator('.ademti-snooze').click();
      await expect(notice.locator('.vitrina-notice-error')).toHaveText(
        'Notificarea nu a putut fi amânată. Încearcă din nou.',
        { timeout: 25_000 },
      );
      await expect(notice).toBeVisible();
      await clearFaults(page);
      await page.reload();
      await expect(page.locator('.notice', { hasText: 'recenzii' })).toBeVisible();
    },
  },
];

/** §8's messages as the request layer words them (src/i18n), each fault its own. */
const FAULT_TEXTS: Record<AnyFault, string> = {
  '500': 'A apărut o eroare pe server. Încearcă din nou.',
  timeout: 'Serverul nu a răspuns la timp. Încearcă din nou.',
  malformed: 'Răspunsul serverului nu este valid. Încearcă din nou.',
  shape: 'Răspunsul serverului nu este valid. Încearcă din nou.',
  network: 'Se pare că nu ești conectat la internet. Verifică conexiunea și încearcă din nou.',
  // A redirect is refused as a server error with no message of its own (src/api/origin.ts).
  redirect: 'A apărut o eroare necunoscută.',
};

/**
 * The rest of the matrix (issue 26 item 7): endpoints whose cells live in their widget's own
 * fault spec, by the string the spec arms the fault with. The listing is checked below, so a
 * renamed or dropped spec shows here.
 */
const ELSEWHERE: Readonly<Record<string, string | readonly string[]>> = {
  '/cos/ (update, calculator)': 'e2e/cart/cart-page-faults.spec.ts',
  apply_coupon: 'e2e/checkout/checkout-coupon.spec.ts',
  remove_coupon: 'e2e/checkout/checkout-coupon.spec.ts',
  update_shipping_method: 'e2e/cart/cart-page-faults.spec.ts',
  checkout: 'e2e/checkout/checkout-order-review.spec.ts',
  process_rating: 'e2e/content/post-rating-faults.spec.ts',
  process_feedback: 'e2e/content/post-rating-faults.spec.ts',
  load_results: 'e2e/content/post-rating-faults.spec.ts',
  flatsome_ajax_search_products: 'e2e/content/live-search.spec.ts',
  flatsome_load_instagram: 'e2e/theme/theme-photo-feed.spec.ts',
  cr_show_more_all_reviews: 'e2e/reviews/reviews-all.spec.ts',
  cr_auto_download_media_frontend: ['e2e/reviews/reviews-all.spec.ts', 'e2e/reviews/reviews-faults.spec.ts'],
  cr_submit_review: 'e2e/reviews/reviews-form.spec.ts',
  cr_filter_reviews: 'e2e/reviews/reviews-faults.spec.ts',
  ivole_show_more_grid_reviews: 'e2e/reviews/reviews-grid.spec.ts',
  cr_show_more_reviews: 'e2e/reviews/reviews-list.spec.ts',
  cr_upload_media: ['e2e/reviews/reviews-media.spec.ts', 'e2e/reviews/reviews-media-faults.spec.ts'],
  cr_delete_media: ['e2e/reviews/reviews-media.spec.ts', 'e2e/reviews/reviews-media-faults.spec.ts'],
  cr_upload_local_images_frontend: 'e2e/reviews/reviews-media-faults.spec.ts',
  cr_delete_local_images_frontend: 'e2e/reviews/reviews-media-faults.spec.ts',
  cr_new_qna: ['e2e/reviews/reviews-qna.spec.ts', 'e2e/reviews/reviews-faults.spec.ts'],
  cr_show_more_qna: 'e2e/reviews/reviews-qna.spec.ts',
  cr_vote_review: ['e2e/reviews/reviews-votes.spec.ts', 'e2e/reviews/reviews-faults.spec.ts'],
  cr_vote_question: 'e2e/reviews/reviews-faults.spec.ts',
  mailchimp_get_user_by_hash: 'e2e/checkout/checkout-newsletter.spec.ts',
  mailchimp_set_user_by_email: 'e2e/checkout/checkout-newsletter.spec.ts',
  'contact-form-7 refill, schema, feedback': 'e2e/contact/contact-form-faults.spec.ts',
  'wp/v2/users (the coming-soon dismissal)': 'e2e/consent/notices-rest.spec.ts',
  'rest-nonce (its renewal on rest_cookie_invalid_nonce)': 'e2e/consent/notices-rest.spec.ts',
  get_variation: 'e2e/product/variations-ajax.spec.ts',
};

/**
 * Endpoints with a caller and no e2e cells yet: none since issue 26 item 7. A new caller gets its
 * row here or its cells in a widget spec named in ELSEWHERE, not a line in this list.
 */
const NOT_YET: readonly string[] = [];

/**
 * The redirect column of ELSEWHERE (issue 39): where each endpoint that carries a nonce, the
 * shopper's cookies-backed session or what they typed has its 307-to-another-origin case, and why
 * the others carry nothing worth one. Checked below: the spec names the endpoint and a redirect.
 */
const REDIRECT_ELSEWHERE: Readonly<Record<string, string>> = {
  '/cos/ (update, calculator)': 'e2e/cart/cart-page-faults.spec.ts',
  apply_coupon: 'e2e/checkout/checkout-coupon.spec.ts',
  remove_coupon: 'e2e/checkout/checkout-coupon.spec.ts',
  update_shipping_method: 'e2e/cart/cart-page-faults.spec.ts',
  checkout: 'e2e/reliability/redirect-off-site.spec.ts',
  process_rating: 'e2e/content/post-rating-faults.spec.ts',
  process_feedback: 'e2e/content/post-rating-faults.spec.ts',
  load_results: 'e2e/content/post-rating-faults.spec.ts',
  flatsome_ajax_search_products: 'e2e/content/live-search.spec.ts',
  cr_show_more_all_reviews: 'e2e/reviews/reviews-all.spec.ts',
  cr_submit_review: 'e2e/reviews/reviews-form.spec.ts',
  cr_filter_reviews: 'e2e/reviews/reviews-faults.spec.ts',
  cr_show_more_reviews: 'e2e/reviews/reviews-list.spec.ts',
  cr_upload_media: 'e2e/reviews/reviews-media-faults.spec.ts',
  cr_delete_media: 'e2e/reviews/reviews-media-faults.spec.ts',
  cr_upload_local_images_frontend: 'e2e/reviews/reviews-media-faults.spec.ts',
  cr_delete_local_images_frontend: 'e2e/reviews/reviews-media-faults.spec.ts',
  cr_new_qna: 'e2e/reviews/reviews-faults.spec.ts',
  cr_show_more_qna: 'e2e/reviews/reviews-qna.spec.ts',
  mailchimp_get_user_by_hash: 'e2e/checkout/checkout-newsletter.spec.ts',
  mailchimp_set_user_by_email: 'e2e/checkout/checkout-newsletter.spec.ts',
  'contact-form-7 refill, schema, feedback': 'e2e/reliability/redirect-off-site.spec.ts',
  'wp/v2/users (the coming-soon dismissal)': 'e2e/consent/notices-rest.spec.ts',
};
const NO_REDIRECT_CASE: Readonly<Record<string, string>> = {
  flatsome_load_instagram: 'the block attributes printed on the page, nothing of the shopper',
  cr_auto_download_media_frontend: 'a review id printed on the page',
  ivole_show_more_grid_reviews: 'the grid attributes and a page number',
  cr_vote_review: 'a review id and up or down; no nonce',
  cr_vote_question: 'a question id and up or down; no nonce',
  'rest-nonce (its renewal on rest_cookie_invalid_nonce)':
    'a bare GET; its cookies never go to another origin (credentials same-origin)',
  get_variation: 'the chosen options and a product id printed on the page; no nonce',
};

test('every ELSEWHERE endpoint has its redirect case in a spec, or says why it needs none', () => {
  for (const endpoint of Object.keys(ELSEWHERE)) {
    const spec = REDIRECT_ELSEWHERE[endpoint];
    expect(spec !== undefined || endpoint in NO_REDIRECT_CASE, `${endpoint}: a redirect case or a reason`).toBe(true);
    if (spec === undefined) continue;
    const text = readFileSync(new URL(`../${spec}`, import.meta.url), 'utf8');
    const key = endpoint.startsWith('/')
      ? "'/cos/'"
      : endpoint.startsWith('contact-form-7')
        ? 'FEEDBACK'
        : endpoint.startsWith('wp/v2')
          ? 'REST_PATH'
          : endpoint;
    expect(
      text.includes(key) && text.includes("'redirect'") && text.includes('redirectTargetPerTest'),
      `${endpoint} × redirect in ${spec}`,
    ).toBe(true);
  }
});

test('the matrix lists its cells: here or in a widget spec, none missing', () => {
  for (const [endpoint, specs] of Object.entries(ELSEWHERE)) {
    for (const spec of typeof specs === 'string' ? [specs] : specs) {
      const text = readFileSync(new URL(`../${spec}`, import.meta.url), 'utf8');
      const key = endpoint.split(' ')[0]!;
      expect(text.includes(key) || key.startsWith('/') || key === 'contact-form-7', `${endpoint} in ${spec}`).toBe(
        true,
      );
    }
  }
  expect(NOT_YET).toEqual([]);
  const here = ENDPOINTS.map((row) => row.endpoint);
  expect(here.filter((endpoint) => endpoint in ELSEWHERE)).toEqual([]);
  test.info().annotations.push({
    type: 'cells',
    description: `${here.length * FAULTS.length} here; ${Object.keys(ELSEWHERE).length} endpoints in widget specs; not yet: ${NOT_YET.join(', ')}`,
  });
});

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await page.addInitScript(trackAdminAjax);
});

for (const row of ENDPOINTS) {
  for (const fault of FAULTS) {
    test(`${row.endpoint} × ${fault}: the §8 behaviour, nothing lost, no uncaught error`, async ({ page }) => {
      test.setTimeout(fault === 'timeout' ? 120_000 : 60_000);
      const uncaught = await collectUncaught(page);
      await row.cell(page, fault);
      expect(uncaught).toEqual([]);
    });
  }
}
