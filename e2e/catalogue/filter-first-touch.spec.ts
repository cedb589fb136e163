import { expect, test, type Page } from '@playwright/test';
import { holdChunk } from '../support/held-chunk.ts';

/**
 * The WOOF chips on a filtered listing whose panel is printed empty, as WOOF 1.4.1 prints it (its
 * front.js draws the chips at load): drawn when seen, with no touch, and usable at once (issue 33
 * item 2). The filter's own chunk and React are held at the network for good: the chips need neither.
 */
const FILTERED = '/produse/?swoof=1&pa_culoare=rosu,negru&pa_marime=m&woof-top-panel=script';

async function openUntouched(page: Page) {
  for (const name of ['product-filter', 'panel-root', 'react']) await holdChunk(page, name);
  await page.goto(FILTERED);
  const panel = page.locator('.woof_products_top_panel');
  return panel;
}

test('the active-filter chips are drawn on load with no touch, grouped under their titles, in a named region', async ({
  page,
}) => {
  const panel = await openUntouched(page);
  await expect(panel.locator('a[data-tax]')).toHaveCount(3);
  await expect(panel).toBeVisible();
  await expect(page.getByRole('region', { name: 'Filtre active' })).toBeVisible();
  await expect(panel.locator('a.woof_reset_button_2')).toHaveText('Șterge tot');
  await expect(panel.locator('a[data-tax="pa_culoare"]')).toHaveText(['Roșu', 'Negru']);
  await expect(panel.locator('.woof_products_top_panel_ul_title')).toHaveCount(2);
  expect(await panel.locator('.woof_remove_ppi').count()).toBe(3);
});

test('removing one chip goes to the listing without that value, the others kept', async ({ page }) => {
  const panel = await openUntouched(page);
  const negru = panel.locator('a[data-tax="pa_culoare"][data-slug="negru"]');
  await expect(negru).toBeVisible();
  await Promise.all([page.waitForURL((url) => url.searchParams.get('pa_culoare') === 'rosu'), negru.click()]);
  expect(new URL(page.url()).searchParams.get('pa_marime')).toBe('m');
});

test('clear all goes to the unfiltered listing', async ({ page }) => {
  const panel = await openUntouched(page);
  const clear = panel.locator('a.woof_reset_button_2');
  await expect(clear).toBeVisible();
  await Promise.all([page.waitForURL((url) => !url.search.includes('pa_')), clear.click()]);
  expect(new URL(page.url()).pathname).toBe('/produse/');
});
