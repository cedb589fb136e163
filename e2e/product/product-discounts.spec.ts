import { expect, test, type Page } from '@playwright/test';
import { productById } from '../../fixtures/data/catalogue.ts';
import {
  delayPriceAnswer,
  injectFault,
  hostReady,
  recordAdminAjax,
  resetShop,
  SIMPLE,
  VARIABLE,
  withConfig,
} from '../support/product.ts';

const dynamic = { awdr_params: { enable_update_price_with_qty: 'show_dynamically' } };
const variable = productById(VARIABLE.id)!;
const variation = variable.variations.find(
  (candidate) => candidate.stock_status === 'instock' && candidate.attributes.attribute_pa_culoare,
)!;
const price = (page: Page) => page.locator('.product-info p.price');
const table = (page: Page) => page.locator('.awdr-bulk-customizable-table');
const quantity = (page: Page) => page.locator('form.cart input.qty');

async function setQuantity(page: Page, value: string): Promise<void> {
  await quantity(page).fill(value);
  await quantity(page).dispatchEvent('change');
}

const priceCalls = (log: URLSearchParams[]) =>
  log.filter((body) => body.get('action') === 'wdr_ajax' && body.get('method') === 'get_price_html');
const tableCalls = (log: URLSearchParams[]) =>
  log.filter((body) => body.get('action') === 'wdr_ajax' && body.get('method') === 'get_variable_product_bulk_table');

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

test('show_when_matched (as printed): a quantity change asks for no price', async ({ page }) => {
  const sent = await recordAdminAjax(page);
  await page.goto(SIMPLE.path);
  await hostReady(page, 'div.product form.cart');
  await hostReady(page, 'form.cart .quantity');
  const printed = await price(page).innerHTML();
  await page.locator('form.cart').getByRole('button', { name: 'Crește cantitatea' }).click();
  await setQuantity(page, '5');
  await page.waitForLoadState('networkidle');
  expect(priceCalls(await sent())).toHaveLength(0);
  expect(await price(page).innerHTML()).toBe(printed);
});

test('show_dynamically: the price follows the quantity with the product id, quantity and nonce', async ({ page }) => {
  const sent = await recordAdminAjax(page);
  await page.goto(withConfig(SIMPLE.path, dynamic));
  await hostReady(page, 'div.product form.cart');
  await setQuantity(page, '5');
  await expect(price(page).locator('.awdr-discounted')).toHaveAttribute('data-qty', '5');
  const call = priceCalls(await sent())[0]!;
  expect(call.get('product_id')).toBe(String(SIMPLE.id));
  expect(call.get('qty')).toBe('5');
  expect(call.get('awdr_nonce')).toBe(
    await page.evaluate(() => (window as unknown as { awdr_params: { nonce: string } }).awdr_params.nonce),
  );
});

test('the last quantity wins when answers arrive out of order', async ({ page }) => {
  await delayPriceAnswer(page, 4, 2500);
  await page.goto(withConfig(SIMPLE.path, dynamic));
  await hostReady(page, 'div.product form.cart');
  const answers = { count: 0 };
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/wp-admin/admin-ajax.php') answers.count += 1;
  });
  await setQuantity(page, '4');
  await setQuantity(page, '5');
  await expect(price(page).locator('.awdr-discounted')).toHaveAttribute('data-qty', '5');
  // Both answers are in once two admin-ajax requests have finished; the late one (4) came last.
  await expect.poll(() => answers.count, { timeout: 10_000 }).toBe(2);
  await page.waitForTimeout(200); // lets the stale answer reach the page, where it must be dropped
  await expect(price(page).locator('.awdr-discounted')).toHaveAttribute('data-qty', '5');
  await expect(quantity(page)).toHaveValue('5');
});

for (const fault of ['500', 'malformed', 'network'] as const) {
  test(`a price answer that fails (${fault}) clears the price area; the quantity stays`, async ({ page }) => {
    await page.goto(withConfig(SIMPLE.path, dynamic));
    await hostReady(page, 'div.product form.cart');
    await injectFault(page, 'wdr_ajax', fault);
    await setQuantity(page, '5');
    await expect(price(page)).toBeEmpty();
    await expect(quantity(page)).toHaveValue('5');
  });
}

test('variable product: the price asked is the chosen variation’s, shown in the variation price area', async ({
  page,
}) => {
  const sent = await recordAdminAjax(page);
  await page.goto(withConfig(VARIABLE.path, dynamic));
  await hostReady(page, 'div.product form.cart');
  await page.selectOption('#pa_marime', variation.attributes.attribute_pa_marime!);
  await page.selectOption('#pa_culoare', variation.attributes.attribute_pa_culoare!);
  await setQuantity(page, '5');
  await expect(page.locator('.woocommerce-variation-price .awdr-discounted')).toHaveAttribute('data-qty', '5');
  expect(
    priceCalls(await sent())
      .at(-1)!
      .get('product_id'),
  ).toBe(String(variation.id));
});

test('the bulk table reloads for the shown variation and for the product when it is hidden', async ({ page }) => {
  const sent = await recordAdminAjax(page);
  await page.goto(VARIABLE.path);
  await hostReady(page, 'div.product form.cart');
  await expect(table(page)).toHaveAttribute('data-product_id', String(VARIABLE.id));
  await page.selectOption('#pa_marime', variation.attributes.attribute_pa_marime!);
  await page.selectOption('#pa_culoare', variation.attributes.attribute_pa_culoare!);
  await expect(table(page)).toHaveAttribute('data-product_id', String(variation.id));
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  expect(
    tableCalls(await sent())
      .at(-1)!
      .get('product_id'),
  ).toBe(String(variation.id));
  await page.locator('.reset_variations').click();
  await expect(table(page)).toHaveAttribute('data-product_id', String(VARIABLE.id));
});

test('the bulk table fades to 0.5 while it loads', async ({ page }) => {
  await page.goto(VARIABLE.path);
  await hostReady(page, 'div.product form.cart');
  await injectFault(page, 'wdr_ajax', 'timeout');
  await page.selectOption('#pa_marime', variation.attributes.attribute_pa_marime!);
  await page.selectOption('#pa_culoare', variation.attributes.attribute_pa_culoare!);
  await expect(table(page)).toHaveCSS('opacity', '0.5');
  await expect(table(page)).toHaveAttribute('aria-busy', 'true');
});

for (const fault of ['500', 'malformed'] as const) {
  test(`a bulk table answer that fails (${fault}) clears the table`, async ({ page }) => {
    await page.goto(VARIABLE.path);
    await hostReady(page, 'div.product form.cart');
    await injectFault(page, 'wdr_ajax', fault);
    await page.selectOption('#pa_marime', variation.attributes.attribute_pa_marime!);
    await page.selectOption('#pa_culoare', variation.attributes.attribute_pa_culoare!);
    await expect(table(page)).toBeEmpty();
    await expect(table(page)).not.toHaveCSS('opacity', '0.5');
    await expect(page.locator('#pa_culoare')).toHaveValue(variation.attributes.attribute_pa_culoare!);
  });
}

// The fixture's own awdr_get_product_discount answer is checked in tests/fixtures/server.test.ts; here the widget asks it.
test('the discount helper for themes: jQuery.AdvanceWooDiscountRules asks for the form’s product and quantity and triggers the response event', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  await page.goto(`${SIMPLE.path}?with-jquery=1`);
  await hostReady(page, 'div.product form.cart');
  await quantity(page).fill('5');
  const received = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve) => {
        type Helper = { getDynamicDiscountPriceFromCartForm(form: unknown, target: unknown, options: unknown): void };
        const $ = (
          window as unknown as {
            jQuery: ((target: unknown) => { on(name: string, fn: (...args: unknown[]) => void): void }) & {
              AdvanceWooDiscountRules: Helper;
            };
          }
        ).jQuery;
        $(document.body).on(
          'advanced_woo_discount_rules_on_get_response_for_dynamic_discount',
          (_event, response, target, options) => resolve([response, target, options]),
        );
        $.AdvanceWooDiscountRules.getDynamicDiscountPriceFromCartForm($('div.product form.cart'), 'my-target', {
          custom_price: 20,
        });
      }),
  );
  expect(received).toEqual([
    { initial_price: 20, discounted_price: 18, total_discount_percent: 10, quantity: 5 },
    'my-target',
    { custom_price: 20 },
  ]);
  // §8: a wrong form or a form without a product is logged in the plugin's words.
  await page.evaluate(() => {
    const $ = (
      window as unknown as {
        jQuery: ((target: unknown) => unknown) & {
          AdvanceWooDiscountRules: { getDynamicDiscountPriceFromCartForm(form: unknown): void };
        };
      }
    ).jQuery;
    $.AdvanceWooDiscountRules.getDynamicDiscountPriceFromCartForm($('div.product'));
    const empty = document.createElement('form');
    $.AdvanceWooDiscountRules.getDynamicDiscountPriceFromCartForm($(empty));
  });
  await expect
    .poll(() => consoleErrors)
    .toEqual(['Advance discount rule error: Incorrect form provided', 'Advance discount rule error: Invalid product']);
});
