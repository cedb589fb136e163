import { expect, test, type Page } from '@playwright/test';
import { resetShop } from '../support/fixture.ts';
import { holdChunk, type HeldChunk } from '../support/first-touch.ts';

/**
 * Flatsome's live search on the shopper's first interaction (its `interaction` trigger), by mouse,
 * touch and keyboard: the shopper reaches the field and types at once, the widget's chunk held at
 * the network until the typing is done (issue 33 items 1 and 4). No letter is lost or doubled and
 * the suggestions for what was typed come once the code is there.
 */
const field = (page: Page) => page.locator('#woocommerce-product-search-field-0');
const options = (page: Page) => page.locator('header [role="listbox"]').first().locator('[role="option"]');

async function open(page: Page): Promise<HeldChunk> {
  await resetShop(page);
  const chunk = await holdChunk(page, 'live-search');
  await page.goto('/');
  await expect(page.locator('header form.searchform')).toHaveAttribute('data-vitrina-state', 'pending', {
    timeout: 15_000,
  });
  return chunk;
}

async function expectSuggestions(page: Page, chunk: HeldChunk): Promise<void> {
  await expect.poll(() => chunk.requested()).toBe(true);
  chunk.release();
  await expect(field(page)).toHaveValue('papuci');
  await expect(field(page)).toHaveAttribute('role', 'combobox');
  await expect(options(page).first().locator('.search-name')).toHaveText('Papuci de casă din pluș Pisicuță');
  await expect(field(page)).toBeFocused();
}

test('a mouse click in the field with no hover before it, then typing before the code came: the suggestions come', async ({
  page,
}) => {
  const chunk = await open(page);
  await field(page).click();
  await page.keyboard.type('papuci');
  await expectSuggestions(page, chunk);
});

test('keyboard: focus on the field, then typing before the code came: the suggestions come', async ({ page }) => {
  const chunk = await open(page);
  await field(page).focus();
  await page.keyboard.type('papuci');
  await expectSuggestions(page, chunk);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on the field, then typing before the code came: the suggestions come', async ({ page }) => {
    const chunk = await open(page);
    await field(page).tap();
    await page.keyboard.type('papuci');
    await expectSuggestions(page, chunk);
  });
});
