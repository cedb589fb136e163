import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { filterProducts, parseListingQuery } from '../../fixtures/server/catalogue-query.ts';
import { chunksAfterPaint, recordLayoutShifts } from '../support/layout-shifts.ts';

/** §2.1 / §4.4: the WOOF panel on /produse/ (autosubmit off: the 'Filtrează' button applies). */
const filter = (page: Page) => page.locator('.woof');
const chips = (page: Page) => page.locator('.woof_products_top_panel');
const cardNames = (page: Page) =>
  page.locator('.products .product-small .woocommerce-loop-product__link').allTextContents();

async function openShop(page: Page, path = '/produse/'): Promise<void> {
  await page.goto(path);
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
}

/** The products the server should list for the page's URL, in its order (first page). */
function expectedNames(url: string): string[] {
  const query = parseListingQuery(new URL(url));
  return filterProducts(query)
    .slice(0, 12)
    .map((product) => product.name);
}

async function applyFilters(page: Page): Promise<void> {
  await Promise.all([page.waitForURL(/swoof=1/), filter(page).getByRole('button', { name: 'Filtrează' }).click()]);
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
}

test('without JS the panel, chips and pagination are plain links and controls', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/produse/?swoof=1&pa_culoare=negru');
  await expect(page.locator('.woof_products_top_panel a', { hasText: 'Negru' })).toHaveAttribute('href', '/produse/');
  await expect(page.locator('.woof')).not.toHaveAttribute('data-vitrina-state', /./);
  await context.close();
});

test('filter by colour and size: URL, chips grouped under titles, only matching products', async ({ page }) => {
  await openShop(page);
  await filter(page).locator('label.woof_color_label[for*="negru"]').click();
  // The chip appears at once (before submitting), grouped under 'Culoare:' with 'Șterge tot' first.
  await expect(chips(page).locator('li').first()).toHaveText('Șterge tot');
  await expect(chips(page).getByText('Culoare:')).toBeVisible();
  await filter(page)
    .getByRole('checkbox', { name: /^S\s*\(/ })
    .first()
    .check();
  await expect(chips(page).getByText('Mărime produs:')).toBeVisible();
  await applyFilters(page);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/produse/');
  expect(url.searchParams.get('swoof')).toBe('1');
  expect(url.searchParams.get('pa_culoare')).toBe('negru');
  expect(url.searchParams.get('pa_marime')).toBe('s');
  await expect(chips(page).getByRole('link', { name: /Negru/ })).toBeVisible();
  await expect(chips(page).getByRole('link', { name: / S$/ })).toBeVisible();
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names).toEqual(expectedNames(page.url()));
  expect(names.length).toBeLessThan(expectedNames(new URL('/produse/', page.url()).href).length + 1);
});

test('removing one chip removes that value only; Clear All empties everything', async ({ page }) => {
  await openShop(page, '/produse/?swoof=1&pa_culoare=negru,alb&pa_marime=m');
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('pa_culoare') === 'negru'),
    chips(page).getByRole('link', { name: /Alb/ }).click(),
  ]);
  expect(new URL(page.url()).searchParams.get('pa_marime')).toBe('m');
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await Promise.all([
    page.waitForURL((url) => url.search === ''),
    chips(page).getByRole('link', { name: 'Șterge tot' }).click(),
  ]);
  expect(await cardNames(page)).toEqual(expectedNames(page.url()));
  await expect(chips(page).locator('a')).toHaveCount(0);
});

test('the price chip removes both prices', async ({ page }) => {
  await openShop(page, '/produse/?swoof=1&pa_culoare=negru&min_price=10&max_price=200');
  await Promise.all([
    page.waitForURL((url) => !url.searchParams.has('min_price')),
    chips(page).getByRole('link', { name: /Preț/ }).click(),
  ]);
  const params = new URL(page.url()).searchParams;
  expect(params.has('max_price')).toBe(false);
  expect(params.get('pa_culoare')).toBe('negru');
});

test('§5.8 valid text prices filter; invalid ones (to < from) clear the price filter', async ({ page }) => {
  await openShop(page);
  await filter(page).locator('.woof_price_filter_txt_from').fill('50');
  await filter(page).locator('.woof_price_filter_txt_to').fill('120');
  await Promise.all([
    page.waitForURL(/max_price=120/),
    filter(page).locator('.woof_price_filter_txt_to').press('Enter'),
  ]);
  // Only the price: ?min_price=&max_price= without the search slug (§2.1).
  expect(new URL(page.url()).search).toBe('?min_price=50&max_price=120');
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(chips(page).getByText('50.00 lei – 120.00 lei')).toBeVisible();
  await filter(page).locator('.woof_price_filter_txt_from').fill('300');
  await filter(page).locator('.woof_price_filter_txt_to').fill('100');
  await filter(page).locator('.woof_price_filter_txt_from').press('Tab');
  await expect(chips(page).getByText(/lei/)).toHaveCount(0);
  await expect(filter(page).locator('.woof_price_filter_txt_to')).toHaveAttribute('aria-invalid', 'true');
  await expect(filter(page).locator('.woof_price_filter_txt_from')).toHaveValue('300');
  await Promise.all([
    page.waitForURL((url) => url.search === ''),
    filter(page).getByRole('button', { name: 'Filtrează' }).click(),
  ]);
});

test('back and forward move between filtered listings', async ({ page }) => {
  await openShop(page);
  await filter(page).locator('label.woof_color_label[for*="rosu"]').click();
  await applyFilters(page);
  const filtered = await cardNames(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/produse\/$/);
  expect(await cardNames(page)).toEqual(expectedNames(page.url()));
  await page.goForward();
  await expect(page).toHaveURL(/pa_culoare=rosu/);
  expect(await cardNames(page)).toEqual(filtered);
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  // Coming back from bfcache the lock is released: the panel still submits.
  await filter(page).locator('label.woof_color_label[for*="negru"]').click();
  await Promise.all([
    page.waitForURL(/pa_culoare=rosu,negru/),
    filter(page).getByRole('button', { name: 'Filtrează' }).click(),
  ]);
});

test('sorting submits its form; pagination keeps the filters', async ({ page }) => {
  await openShop(page, '/produse/?swoof=1&product_cat=imbracaminte');
  await expect(page.locator('form.woocommerce-ordering')).toHaveAttribute('data-vitrina-state', 'mounted');
  await Promise.all([page.waitForURL(/orderby=price/), page.locator('select.orderby').selectOption('price')]);
  expect(new URL(page.url()).searchParams.get('product_cat')).toBe('imbracaminte');
  expect(await cardNames(page)).toEqual(expectedNames(page.url()));
  await Promise.all([
    page.waitForURL(/page\/2\//),
    page.locator('.woocommerce-pagination a.page-numbers', { hasText: '2' }).click(),
  ]);
  const url = new URL(page.url());
  expect(url.searchParams.get('product_cat')).toBe('imbracaminte');
  expect(url.searchParams.get('orderby')).toBe('price');
  const query = parseListingQuery(url);
  expect(await cardNames(page)).toEqual(
    filterProducts(query)
      .slice(12, 24)
      .map((product) => product.name),
  );
});

test('block toggles and nested lists are disclosure buttons; nested state is remembered', async ({ page }) => {
  await openShop(page);
  const toggle = filter(page).locator('button.woof_front_toggle').nth(1);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveText('+');
  const opener = filter(page).locator('button.woof_childs_list_opener').first();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter'); // the focused toggle opens the block again
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(opener).toBeVisible();
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(filter(page).locator('button.woof_childs_list_opener').first()).toHaveAttribute('aria-expanded', 'true');
});

test('mounting the panel moves nothing the server drew (its toggles, the price slider, the category rows)', async ({
  page,
}) => {
  const shiftsSince = await recordLayoutShifts(page);
  // Its light half too (`product-filter-light-*` matches): both start once the page has been painted.
  const widgetStarts = await chunksAfterPaint(page, ['product-filter']);
  await page.goto('/produse/');
  const painted = await widgetStarts();
  // The panel mounts after load at the latest; a pointer over it would not change what it draws.
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(filter(page).locator('button.woof_childs_list_opener').first()).toBeVisible();
  expect(await shiftsSince(painted)).toBe(0);
});

test('axe: the panel and the chips', async ({ page }) => {
  test.setTimeout(60_000); // axe over a full listing is slow on a shared 2-core machine
  await openShop(page, '/produse/?swoof=1&pa_culoare=negru&min_price=10&max_price=300');
  await expectAxeClean(page, ['.woof', '.woof_products_top_panel']);
});
