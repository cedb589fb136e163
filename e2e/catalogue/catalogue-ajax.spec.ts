import { hoverUntilMounted } from '../support/intent.ts';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { filterProducts, parseListingQuery } from '../../fixtures/server/catalogue-query.ts';
import { clearFaults, injectFault } from '../support/fixture.ts';

/** §4.4 AJAX mode on its fixture page /produse-ajax/ (woof_is_ajax = 1): redraw, history, faults. */
const filter = (page: Page) => page.locator('.woof');
const cardNames = (page: Page) =>
  page.locator('#woof_results_by_ajax .woocommerce-loop-product__link').allTextContents();
const expectedNames = (url: string, from = 0) =>
  filterProducts(parseListingQuery(new URL(url)))
    .slice(from, from + 12)
    .map((product) => product.name);

async function open(page: Page, path = '/produse-ajax/'): Promise<void> {
  await page.goto(path);
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
}

test('AJAX mode: the products, the form and the chips are redrawn without a page load; the URL is pushed', async ({
  page,
}) => {
  await open(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await filter(page).locator('label.woof_color_label[for*="negru"]').click();
  await filter(page).getByRole('button', { name: 'Filtrează' }).click();
  await expect(page).toHaveURL(/\/produse-ajax\/\?swoof=1&pa_culoare=negru$/);
  await expect(page.locator('.woof_products_top_panel').getByRole('link', { name: /Negru/ })).toBeVisible();
  expect(await cardNames(page)).toEqual(expectedNames(page.url()));
  // The redrawn form shows the choice, and the cards inside the new HTML get their widgets.
  await expect(filter(page).locator('input.woof_color_term[name="negru"]')).toBeChecked();
  await hoverUntilMounted(page.locator('#woof_results_by_ajax .quick-view').first());
  await expect(page.locator('#woof_results_by_ajax .ux-swatches-in-loop').first()).toHaveAttribute(
    'data-vitrina-state',
    'mounted',
  );
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('AJAX mode: pagination redraws with the filters; back to a different query reloads', async ({ page }) => {
  await open(page, '/produse-ajax/?swoof=1&product_cat=imbracaminte');
  await page.locator('#woof_results_by_ajax .woocommerce-pagination a.page-numbers', { hasText: '2' }).click();
  await expect(page).toHaveURL(/paged=2/);
  expect(new URL(page.url()).searchParams.get('product_cat')).toBe('imbracaminte');
  await expect.poll(() => cardNames(page)).toEqual(expectedNames(page.url(), 12));
  await page.goBack();
  await expect(page).toHaveURL(/\/produse-ajax\/\?swoof=1&product_cat=imbracaminte$/);
  // Going back to another query reloads the page: a read that meets the reload is tried again.
  await expect.poll(() => cardNames(page).catch(() => null)).toEqual(expectedNames(page.url()));
});

for (const fault of ['500', 'malformed', 'offline'] as const) {
  test(`woof_draw_products ${fault}: the listing stays usable, a Romanian message in a live region, choices kept`, async ({
    page,
  }) => {
    await open(page);
    const before = await cardNames(page);
    // The filter's code (React comes on the first touch) is fetched before the network goes, the
    // pointer moving over the filter first: the fault is the answer's.
    await hoverUntilMounted(filter(page));
    await page.waitForLoadState('networkidle');
    if (fault === 'offline') await page.context().setOffline(true);
    else await injectFault(page, 'woof_draw_products', fault, 1);
    await filter(page).locator('label.woof_color_label[for="woof_tax_color_rosu_auto_shortcode"]').click();
    await filter(page).getByRole('button', { name: 'Filtrează' }).click();
    await expect(filter(page).locator('.woof_vitrina_error[role="alert"]')).toHaveText(
      /Filtrarea produselor nu a reușit/,
    );
    expect(await cardNames(page)).toEqual(before);
    await expect(page).toHaveURL(/\/produse-ajax\/$/);
    await expect(filter(page).locator('input.woof_color_term[name="rosu"]')).toBeChecked();
    await expect(page.locator('#woof_html_buffer')).toBeHidden();
    // Nothing is locked: the next try works.
    await page.context().setOffline(false);
    await filter(page).getByRole('button', { name: 'Filtrează' }).click();
    await expect(page).toHaveURL(/pa_culoare=rosu/);
    await expect(filter(page).locator('.woof_vitrina_error')).toHaveText('');
    await clearFaults(page);
  });
}

test('offline before the first touch: the failure is still told, and the filter works once back online', async ({
  page,
}) => {
  const failed: string[] = [];
  const loaded: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  page.on('response', (response) => loaded.push(response.url()));
  await open(page);
  const before = await cardNames(page);
  // Nothing touched: neither the panel's React half nor the request transport is here when the network goes.
  await page.context().setOffline(true);
  await filter(page).locator('label.woof_color_label[for="woof_tax_color_rosu_auto_shortcode"]').click();
  await filter(page).getByRole('button', { name: 'Filtrează' }).click();
  await expect(filter(page).locator('.woof_vitrina_error[role="alert"]')).toHaveText(
    /Filtrarea produselor nu a reușit/,
  );
  expect(await cardNames(page)).toEqual(before);
  await expect(filter(page).locator('input.woof_color_term[name="rosu"]')).toBeChecked();
  await page.context().setOffline(false);
  await filter(page).getByRole('button', { name: 'Filtrează' }).click();
  await expect(page).toHaveURL(/pa_culoare=rosu/);
  await expect(filter(page).locator('.woof_vitrina_error')).toHaveText('');
  // The chunks that failed offline (the transport, the panel's React half) were asked for again.
  const chunk = (name: string) => (url: string) => url.includes(`/chunks/${name}-`);
  expect(failed.some(chunk('ky')) && failed.some(chunk('panel-root'))).toBe(true);
  await expect.poll(() => loaded.some(chunk('ky')) && loaded.some(chunk('panel-root'))).toBe(true);
});

test('axe on the AJAX page after a redraw', async ({ page }) => {
  test.setTimeout(60_000); // axe over a full listing is slow on a shared 2-core machine
  await open(page, '/produse-ajax/?swoof=1&pa_culoare=negru');
  await filter(page).locator('label.woof_color_label[for="woof_tax_color_alb_auto_shortcode"]').click();
  await filter(page).getByRole('button', { name: 'Filtrează' }).click();
  await expect(page).toHaveURL(/negru,alb/);
  await expectAxeClean(page, ['.woof', '#woof_results_by_ajax']);
});

test('a submission locks the panel and shows the server loading text until it ends', async ({ page }) => {
  await open(page);
  let draws = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    if (route.request().postData()?.includes('action=woof_draw_products')) {
      draws += 1;
      await held;
    }
    await route.continue();
  });
  await filter(page).locator('label.woof_color_label[for*="negru"]').click();
  await filter(page).getByRole('button', { name: 'Filtrează' }).click();
  // woof_lang_loading from the page ('Se încarcă ...') wins over our default.
  await expect(page.locator('#woof_html_buffer[role="status"]')).toHaveText('Se încarcă ...');
  await filter(page).getByRole('button', { name: 'Filtrează' }).click();
  expect(draws).toBe(1);
  release();
  await expect(page).toHaveURL(/pa_culoare=negru/);
  await expect(page.locator('#woof_html_buffer')).toBeHidden();
  expect(draws).toBe(1);
});
