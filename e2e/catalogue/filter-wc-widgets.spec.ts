import { expect, test, type Page } from '@playwright/test';
import { filterProducts, parseListingQuery } from '../../fixtures/server/catalogue-query.ts';
import { holdChunk } from '../support/first-touch.ts';
import { injectFault } from '../support/fixture.ts';

/**
 * WooCommerce's own filter widgets taken over by the filter, as WOOF's front.js does: the "Average
 * rating" widget's links (L189, `?woof-wc-rating=1`, WooCommerce 10.9.1's markup) and WooCommerce's
 * price form in the panel (L1542, WOOF's price filter type 1, `?woof-price=1`). No pre-touch: the
 * filter's chunk is held at the network until the shopper's first click or key is in.
 */
const panel = (page: Page) => page.locator('.woof');
const ratings = (page: Page) => page.locator('.widget_rating_filter li.wc-layered-nav-rating');
const rating = (page: Page, stars: number) =>
  ratings(page).filter({ has: page.locator(`strong.rating:text-is("${stars}")`) });
const cardNames = (page: Page) =>
  page.locator('#woof_results_by_ajax .woocommerce-loop-product__link').allTextContents();
const expectedNames = (url: string) =>
  filterProducts(parseListingQuery(new URL(url)))
    .slice(0, 12)
    .map((product) => product.name);
const priceForm = (page: Page) => panel(page).locator('.widget_price_filter form');

test('rating widget: the first click on a rating filters by min_rating through the filter, without a page load; the chosen one again removes it', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'product-filter');
  await page.goto('/produse-ajax/?woof-wc-rating=1');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await expect(panel(page)).toHaveAttribute('data-vitrina-state', 'pending');
  await rating(page, 4).getByRole('link').click();
  await expect.poll(() => chunk.requested()).toBe(true);
  chunk.release();
  await expect.poll(() => new URL(page.url()).searchParams.get('min_rating')).toBe('4');
  expect(new URL(page.url()).searchParams.has('rating_filter')).toBe(false);
  await expect.poll(() => cardNames(page)).toEqual(expectedNames(page.url()));
  await expect(rating(page, 4)).toHaveClass(/\bchosen\b/);
  await expect(rating(page, 4).getByRole('link')).toHaveAttribute('aria-current', 'true');
  await rating(page, 4).getByRole('link').click();
  await expect.poll(() => new URL(page.url()).searchParams.has('min_rating')).toBe(false);
  await expect.poll(() => cardNames(page)).toEqual(expectedNames(page.url()));
  await expect(ratings(page).and(page.locator('.chosen'))).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('rating widget, woof_draw_products 500: a Romanian message, the products and the address kept, the choice too', async ({
  page,
}) => {
  await page.goto('/produse-ajax/?woof-wc-rating=1');
  const before = await cardNames(page);
  await panel(page).hover();
  await expect(panel(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await page.waitForLoadState('networkidle');
  await injectFault(page, 'woof_draw_products', '500', 1);
  await rating(page, 3).getByRole('link').click();
  await expect(panel(page).locator('.woof_vitrina_error[role="alert"]')).toHaveText(/Filtrarea produselor nu a reușit/);
  expect(await cardNames(page)).toEqual(before);
  await expect(page).toHaveURL(/\/produse-ajax\/\?woof-wc-rating=1$/);
  await expect(rating(page, 3)).toHaveClass(/\bchosen\b/);
});

test('price form: the first press of its button filters by the typed prices through the filter', async ({ page }) => {
  const chunk = await holdChunk(page, 'product-filter');
  await page.goto('/produse/?woof-price=1');
  await expect(panel(page)).toHaveAttribute('data-vitrina-state', 'pending');
  await priceForm(page).locator('#min_price').fill('50');
  await priceForm(page).locator('#max_price').fill('120');
  await priceForm(page).getByRole('button', { name: 'Filtrează' }).click();
  chunk.release();
  await page.waitForURL((url) => url.searchParams.get('max_price') === '120');
  const params = new URL(page.url()).searchParams;
  expect([params.get('min_price'), params.get('swoof')]).toEqual(['50', '1']);
});

test('price form from the keyboard: Enter in a price field filters through the filter', async ({ page }) => {
  const chunk = await holdChunk(page, 'product-filter');
  await page.goto('/produse/?woof-price=1&swoof=1&pa_culoare=negru');
  await priceForm(page).locator('#max_price').fill('200');
  await priceForm(page).locator('#max_price').press('Enter');
  chunk.release();
  await page.waitForURL((url) => url.searchParams.get('max_price') === '200');
  const params = new URL(page.url()).searchParams;
  // Through the filter: its link keeps the colour, which WooCommerce's plain form would have dropped.
  expect([params.get('pa_culoare'), params.get('swoof')]).toEqual(['negru', '1']);
});
