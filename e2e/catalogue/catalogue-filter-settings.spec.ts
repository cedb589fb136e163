import { expect, test, type Page } from '@playwright/test';

/** §9 "Filter": the loading overlay skins, the SKU suggestion count from by_sku's settings, SKU reset behaviour 1. */
const filter = (page: Page) => page.locator('.woof');
const withGlobals = (path: string, globals: Record<string, unknown>) =>
  `${path}${path.includes('?') ? '&' : '?'}vitrina-config=${encodeURIComponent(JSON.stringify({ globals }))}`;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
}

/** Holds woof_draw_products until the returned function is called. */
async function holdRedraw(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    if (route.request().postData()?.includes('action=woof_draw_products')) await held;
    await route.continue();
  });
  return release;
}

test('a loading skin other than default covers the page with its spinner; the text is still read out', async ({
  page,
}) => {
  await open(page, withGlobals('/produse-ajax/', { woof_overlay_skin: 'loading-bars' }));
  const release = await holdRedraw(page);
  await filter(page).locator('label.woof_color_label[for*="negru"]').click();
  await filter(page).getByRole('button', { name: 'Filtrează' }).click();
  await expect(page.locator('.woof_vitrina_overlay.loading-bars')).toBeVisible();
  await expect(page.locator('#woof_html_buffer[role="status"]')).toHaveText('Se încarcă ...');
  // In the accessibility tree, not only in the DOM: WOOF's css/front.css hides div.woof_info_popup (display: none).
  await expect(page.getByRole('status').filter({ hasText: 'Se încarcă ...' })).toHaveCount(1);
  release();
  await expect(page).toHaveURL(/pa_culoare=negru/);
  await expect(page.locator('.woof_vitrina_overlay')).toHaveCount(0);
});

test('the default skin is the text popup, no overlay', async ({ page }) => {
  await open(page, '/produse-ajax/');
  const release = await holdRedraw(page);
  await filter(page).locator('label.woof_color_label[for*="negru"]').click();
  await filter(page).getByRole('button', { name: 'Filtrează' }).click();
  await expect(page.locator('#woof_html_buffer')).toBeVisible();
  await expect(page.locator('.woof_vitrina_overlay')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/pa_culoare=negru/);
});

test('SKU suggestions: as many as woof_sku_autocomplete_items says', async ({ page }) => {
  await open(page, withGlobals('/produse-ajax/', { woof_sku_autocomplete_items: '3' }));
  await filter(page).locator('input.woof_show_sku_search').pressSequentially('tri');
  await expect(page.locator('.woof [role="listbox"] [role="option"]')).toHaveCount(3);
});

test('SKU reset behaviour 1: the reset link empties the code and filters at once; 0 leaves the submit to the shopper', async ({
  page,
}) => {
  await open(page, '/produse/?swoof=1&woof_sku=TRI');
  const reset = filter(page).locator('.woof_sku_search_reset');
  await expect(reset).toBeVisible();
  await Promise.all([page.waitForURL((url) => !url.searchParams.has('woof_sku')), reset.click()]);
  await open(page, withGlobals('/produse/?swoof=1&woof_sku=TRI', { woof_sku_reset_behavior: '0' }));
  await filter(page).locator('.woof_sku_search_reset').click();
  await expect(filter(page).locator('input.woof_show_sku_search')).toHaveValue('');
  await expect(filter(page).locator('.woof_sku_search_reset')).toBeHidden();
  expect(new URL(page.url()).searchParams.get('woof_sku')).toBe('TRI');
});
