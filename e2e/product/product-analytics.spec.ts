import { expect, test, type Page } from '@playwright/test';
import { categoryPath, productById } from '../../fixtures/data/catalogue.ts';
import { hostReady, SIMPLE, VARIABLE } from '../support/product.ts';

/** The store analytics queue the tracker's inline snippet prints (`_wca = window._wca || []`). */
const printQueue = () => {
  (window as unknown as { _wca: unknown[] })._wca = [];
};
const queue = (page: Page) => page.evaluate(() => (window as unknown as { _wca: unknown[] })._wca);

test('product_view is pushed once to the store analytics queue with the fields of §3.5', async ({ page }) => {
  const product = productById(SIMPLE.id)!;
  await page.addInitScript(printQueue);
  await page.goto(SIMPLE.path);
  await hostReady(page, 'div.product[id^="product-"]');
  expect(await queue(page)).toEqual([
    {
      _en: 'woocommerceanalytics_product_view',
      pi: product.id,
      pn: product.name,
      pc: categoryPath(product.categories[0]!.slug)
        .map((category) => category.name)
        .join('/'),
      pp: Number(product.sale_price || product.price).toFixed(2),
      pt: 'simple',
      currency: 'RON',
      content_ids: [`${product.id}_${product.id}`],
      contents: [{ id: `${product.id}_${product.id}`, quantity: 1 }],
      // §3.11 store context: a guest on a desktop browser, not a store admin, in the store's timezone.
      store_currency: 'RON',
      timezone: '+03:00',
      is_guest: 1,
      store_admin: 0,
      device: 'desktop',
    },
  ]);
});

test("the store context follows WooCommerce Analytics' common properties when the page prints them", async ({
  page,
}) => {
  await page.addInitScript(printQueue);
  await page.goto(
    `${SIMPLE.path}?vitrina-config=${encodeURIComponent(JSON.stringify({ globals: { wcAnalytics: { commonProps: { is_guest: '0', store_admin: '1', device: 'mobile' } } } }))}`,
  );
  await hostReady(page, 'div.product[id^="product-"]');
  expect(await queue(page)).toEqual([
    expect.objectContaining({ is_guest: 0, store_admin: 1, device: 'mobile', timezone: '+03:00' }),
  ]);
});

test('a variable product is recorded with its type', async ({ page }) => {
  await page.addInitScript(printQueue);
  await page.goto(VARIABLE.path);
  await hostReady(page, 'div.product[id^="product-"]');
  expect(await queue(page)).toEqual([expect.objectContaining({ pi: VARIABLE.id, pt: 'variable', currency: 'RON' })]);
});

test('without the queue nothing is recorded and nothing breaks', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(SIMPLE.path);
  await hostReady(page, 'div.product[id^="product-"]');
  expect(await page.evaluate(() => 'wcAnalytics' in window || '_wca' in window)).toBe(false);
  expect(errors).toEqual([]);
});
