import { expect, test, type Page } from '@playwright/test';
import { filterProducts, parseListingQuery } from '../../fixtures/server/catalogue-query.ts';
import { holdChunk } from '../support/first-touch.ts';
import { PHONE } from '../support/theme.ts';

/**
 * WOOF's mobile filter (js/front.js L2179) on the markup views/woof.php prints for a phone with the
 * widget's mobile_mode 1 (`?woof-mobile=1`), under css/front.css's rules: the panel hidden
 * (`woof_hide_filter`), its open button moved to the [woof_mobile] place above the products, and
 * `woof_show_filter_for_mobile` making the panel a sheet over the page. No pre-touch: the filter's own
 * chunk is held at the network while the sheet is opened and closed, which needs only the light half.
 */
test.use({ viewport: PHONE });

const panel = (page: Page) => page.locator('.woof');
const opener = (page: Page) => page.locator('.woof_show_mobile_filter_container .woof_show_mobile_filter');
const closer = (page: Page) => page.locator('.woof .woof_hide_mobile_filter');
const cardNames = (page: Page) =>
  page.locator('#woof_results_by_ajax .woocommerce-loop-product__link').allTextContents();

async function expectOpen(page: Page, open: boolean): Promise<void> {
  await expect(opener(page)).toHaveAttribute('aria-expanded', String(open));
  if (open) {
    await expect(panel(page)).toHaveClass(/\bwoof_show_filter_for_mobile\b/);
    await expect(panel(page)).toBeVisible();
    await expect(closer(page)).toBeFocused();
  } else {
    await expect(panel(page)).not.toHaveClass(/\bwoof_show_filter_for_mobile\b/);
    await expect(panel(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
  }
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('mobile filter: the first tap on the moved button opens the panel as a sheet, the close button closes it', async ({
    page,
  }) => {
    const chunk = await holdChunk(page, 'product-filter');
    await page.goto('/produse/?woof-mobile=1');
    await expect(panel(page)).toBeHidden();
    await expect(opener(page)).toBeVisible(); // moved out of the hidden panel, as front.js does at load
    await expect(opener(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(opener(page)).toHaveAttribute('aria-controls', (await panel(page).getAttribute('id')) ?? 'none');
    await opener(page).tap();
    await expectOpen(page, true);
    await expect(panel(page).locator('.woof_container_pa_culoare')).toBeVisible();
    await closer(page).tap();
    await expectOpen(page, false);
    // The filter's chunk, asked for by the touch inside the panel, comes after: the held tap is not played twice.
    // Asked for at the touch; the route hears the request when the browser sends it, which a loaded machine may do after the light half has answered.
    await expect.poll(() => chunk.requested()).toBe(true);
    chunk.release();
    await expect(panel(page)).toHaveAttribute('data-vitrina-state', 'mounted');
    await expectOpen(page, false);
  });
});

test('mobile filter from the keyboard: Enter opens with focus on the close button, Escape closes back to the button, Space too', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'product-filter');
  await page.goto('/produse/?woof-mobile=1');
  await expect(opener(page)).toHaveAttribute('role', 'button');
  await opener(page).focus();
  await page.keyboard.press('Enter');
  await expectOpen(page, true);
  await page.keyboard.press('Escape');
  await expectOpen(page, false);
  await page.keyboard.press(' ');
  await expectOpen(page, true);
  await page.keyboard.press(' '); // on the close button
  await expectOpen(page, false);
  chunk.release();
  await expect(panel(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expectOpen(page, false);
});

test('mobile filter in AJAX mode: filtering from the open sheet closes it on the new products, focus back on its button', async ({
  page,
}) => {
  await page.goto('/produse-ajax/?woof-mobile=1');
  await opener(page).click();
  await expectOpen(page, true);
  await panel(page).locator('label.woof_color_label[for*="negru"]').click();
  await panel(page).getByRole('button', { name: 'Filtrează' }).click();
  await expect(page).toHaveURL(/\/produse-ajax\/\?swoof=1&.*pa_culoare=negru$/);
  await expectOpen(page, false);
  expect(await cardNames(page)).toEqual(
    filterProducts(parseListingQuery(new URL(page.url())))
      .slice(0, 12)
      .map((product) => product.name),
  );
});
