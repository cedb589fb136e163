import { armed, readyUntouched } from '../support/intent.ts';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { injectFault } from '../support/fixture.ts';

/** Product cards on /produse/: quick view (§2.2), swatches (§4.9), listing behaviours (§2.1, §5.7). */
async function open(page: Page, path = '/produse/?swoof=1&product_cat=blugi'): Promise<void> {
  await page.goto(path);
  // Quick view and the swatches mount on the shopper's first touch (design §8), which each test makes.
  await readyUntouched(page.locator('.products').first());
}

test('quick view by keyboard: opens a dialog, focus inside and trapped, Escape closes, focus returns', async ({
  page,
}) => {
  await open(page);
  const card = page
    .locator('.product-small')
    .filter({ has: page.locator('.ux-swatches-in-loop') })
    .first();
  const opener = card.locator('.quick-view');
  await armed(opener);
  const name = (await card.locator('.woocommerce-loop-product__link').textContent())?.trim() ?? '';
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Închide' })).toBeFocused();
  // The swatches and the variations form inside were mounted by the runtime.
  await expect(dialog.locator('form.variations_form')).toHaveAttribute('data-vitrina-state', 'mounted');
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectAxeClean(page, 'dialog.vitrina-quick-view');
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog.vitrina-quick-view')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('quick view: the swatches inside the dialog drive the variation form through the runtime', async ({ page }) => {
  await open(page);
  const card = page
    .locator('.product-small')
    .filter({ has: page.locator('.ux-swatches-in-loop') })
    .first();
  await card.locator('.quick-view').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('form.variations_form')).toHaveAttribute('data-vitrina-state', 'mounted');
  const swatch = dialog.locator('.ux-swatches .ux-swatch').first();
  const value = await swatch.getAttribute('data-value');
  await swatch.click();
  await expect(dialog.locator('select[name="attribute_pa_culoare"]')).toHaveValue(value ?? '');
  await dialog.getByRole('button', { name: 'Închide' }).click();
  await expect(page.locator('dialog.vitrina-quick-view')).toHaveCount(0);
});

test('quick view failure: nothing shown, the loading state ends, the shopper lands on the product page', async ({
  page,
}) => {
  await open(page);
  await injectFault(page, 'flatsome_quickview', '500', 1);
  const product = await page.locator('.product-small .woocommerce-loop-product__link').first().getAttribute('href');
  await page.locator('.quick-view').first().click();
  await page.waitForURL((url) => url.pathname === product);
  await expect(page.locator('dialog.vitrina-quick-view')).toHaveCount(0);
});

test('card swatches: select swaps the image and adds ?attribute=value to product links; click again deselects', async ({
  page,
}) => {
  await open(page);
  const card = page
    .locator('.product-small')
    .filter({ has: page.locator('.ux-swatches-in-loop') })
    .first();
  const group = card.locator('.ux-swatches-in-loop');
  await expect(group).toHaveAttribute('data-vitrina-state', 'mounted');
  const image = card.locator('.box-image img');
  const before = await image.getAttribute('src');
  const link = card.locator('.woocommerce-loop-product__link');
  const plain = await link.getAttribute('href');
  const swatch = group.locator('.ux-swatch:not(.disabled)').nth(1);
  const value = await swatch.getAttribute('data-value');
  await swatch.focus();
  await page.keyboard.press('Enter');
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await expect(swatch).toHaveClass(/selected/);
  await expect(link).toHaveAttribute('href', `${plain}?attribute_pa_culoare=${value}`);
  await expect(image).toHaveAttribute('src', (await swatch.getAttribute('data-image-src')) ?? '');
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'false');
  await expect(link).toHaveAttribute('href', plain ?? '');
  await expect(image).toHaveAttribute('src', before ?? '');
});

test('card swatches select on hover by default (Flatsome 3.19), keeping attribute_pa_culoare in the links; with select event "click" hover does nothing', async ({
  page,
}) => {
  await open(page);
  const card = page
    .locator('.product-small')
    .filter({ has: page.locator('.ux-swatches-in-loop') })
    .first();
  await expect(card.locator('.ux-swatches-in-loop')).toHaveAttribute('data-vitrina-state', 'mounted');
  const link = card.locator('.woocommerce-loop-product__link');
  const plain = await link.getAttribute('href');
  const swatch = card.locator('.ux-swatch:not(.disabled)').first();
  const value = await swatch.getAttribute('data-value');
  await expect(swatch).toHaveAttribute('data-attribute_name', 'attribute_pa_culoare');
  await swatch.hover();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await expect(link).toHaveAttribute('href', `${plain}?attribute_pa_culoare=${value}`);
  // The click that follows the hover keeps the choice.
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await expectAxeClean(page, '.ux-swatches-in-loop', { allRules: true });

  const config = encodeURIComponent(
    JSON.stringify({ globals: { flatsomeVars: { options: { swatches_box_select_event: 'click' } } } }),
  );
  await open(page, `/produse/?swoof=1&product_cat=blugi&vitrina-config=${config}`);
  const clickCard = page
    .locator('.product-small')
    .filter({ has: page.locator('.ux-swatches-in-loop') })
    .first();
  await expect(clickCard.locator('.ux-swatches-in-loop')).toHaveAttribute('data-vitrina-state', 'mounted');
  const clickSwatch = clickCard.locator('.ux-swatch:not(.disabled)').first();
  await clickSwatch.hover();
  await expect(clickSwatch).toHaveAttribute('aria-pressed', 'false');
  await clickSwatch.click();
  await expect(clickSwatch).toHaveAttribute('aria-pressed', 'true');
});

test('card swatches: reset on mouse leave when configured', async ({ page }) => {
  const config = encodeURIComponent(
    JSON.stringify({
      globals: { flatsomeVars: { options: { swatches_box_reset: '1', swatches_box_reset_time: 300 } } },
    }),
  );
  await open(page, `/produse/?swoof=1&product_cat=blugi&vitrina-config=${config}`);
  const card = page
    .locator('.product-small')
    .filter({ has: page.locator('.ux-swatches-in-loop') })
    .first();
  const swatch = card.locator('.ux-swatch:not(.disabled)').first();
  await expect(card.locator('.ux-swatches-in-loop')).toHaveAttribute('data-vitrina-state', 'mounted');
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(1, 1);
  await expect(swatch).toHaveAttribute('aria-pressed', 'false');
});

test('listing: add-to-cart links carry the current path; the result count is re-announced', async ({ page }) => {
  await open(page, '/produse/page/2/');
  await expect(page.locator('.products').first()).toHaveAttribute('data-vitrina-state', 'mounted');
  const simple = page.locator('a.add_to_cart_button.ajax_add_to_cart').first();
  await expect(simple).toHaveAttribute('href', /^\/produse\/page\/2\/\?add-to-cart=\d+$/);
  const count = (await page.locator('.woocommerce-result-count').textContent())?.trim() ?? '';
  await expect(page.locator('.vitrina-live-region[aria-live="polite"]')).toHaveText(count, { timeout: 5000 });
});

test('per-page select submits and goes back to page 1', async ({ page }) => {
  await open(page, '/produse/page/2/');
  await expect(page.locator('form.woocommerce-ordering')).toHaveAttribute('data-vitrina-state', 'mounted');
  await Promise.all([page.waitForURL(/perpage=24/), page.locator('select.perpage').selectOption('24')]);
  expect(new URL(page.url()).pathname).toBe('/produse/page/2/');
});

test('quick view: closing keeps the lightbox 300 ms with mfp-removing, then removes it (page clock)', async ({
  page,
}) => {
  await page.clock.install();
  await open(page);
  await page.locator('.quick-view').first().click();
  const dialog = page.locator('dialog.vitrina-quick-view');
  await expect(dialog).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveClass(/\bmfp-removing\b/);
  await page.clock.runFor(299);
  await expect(dialog).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(dialog).toHaveCount(0);
});
