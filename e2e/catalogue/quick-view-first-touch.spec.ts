import { expect, test, type Locator, type Page } from '@playwright/test';
import { armed, holdChunk, type HeldChunk } from '../support/first-touch.ts';

/**
 * Flatsome's quick view on the shopper's first interaction, by mouse, touch and keyboard, with no
 * pre-touch and the widget's chunk held at the network until the interaction is done (issue 33
 * items 1 and 4): the dialog opens once, for the product whose button was used, and the page stays.
 */
const LISTING = '/produse/?swoof=1&product_cat=blugi';

async function open(page: Page): Promise<{ chunk: HeldChunk; opener: Locator; name: string }> {
  const chunk = await holdChunk(page, 'quick-view');
  await page.goto(LISTING);
  const card = page
    .locator('.product-small')
    .filter({ has: page.locator('.quick-view[data-prod]') })
    .first();
  const opener = card.locator('.quick-view');
  await armed(opener);
  const name = (await card.locator('.woocommerce-loop-product__link').textContent())?.trim() ?? '';
  return { chunk, opener, name };
}

async function expectOpenedOnce(page: Page, chunk: HeldChunk, name: string): Promise<void> {
  const url = page.url();
  await expect.poll(() => chunk.requested()).toBe(true);
  chunk.release();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.locator('dialog.vitrina-quick-view')).toHaveCount(1);
  expect(page.url()).toBe(url);
}

test('a mouse click with no hover before it opens the quick view, the chunk arriving after the click', async ({
  page,
}) => {
  const { chunk, opener, name } = await open(page);
  await opener.click();
  await expectOpenedOnce(page, chunk, name);
});

test('keyboard: focus on the button, then Enter opens the quick view with focus inside; Escape gives it back', async ({
  page,
}) => {
  const { chunk, opener, name } = await open(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  await expectOpenedOnce(page, chunk, name);
  await expect(page.getByRole('dialog', { name }).getByRole('button', { name: 'Închide' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog.vitrina-quick-view')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap opens the quick view, the chunk arriving after the tap', async ({ page }) => {
    const { chunk, opener, name } = await open(page);
    await opener.tap();
    await expectOpenedOnce(page, chunk, name);
  });
});
