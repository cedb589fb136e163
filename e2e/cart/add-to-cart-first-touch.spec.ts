import { expect, test, type Page } from '@playwright/test';
import { LISTING, LISTING_IDS, listingButton, resetShop, serverCart } from '../support/cart.ts';
import { armed, holdChunk, type HeldChunk } from '../support/first-touch.ts';

/**
 * The ajax add-to-cart button on the shopper's first interaction, by mouse, touch and keyboard,
 * with no pre-touch and the widget's chunk held at the network until the interaction is done
 * (issue 33 items 1 and 4): the add happens once, as if the widget had been there all along.
 */
const ID = LISTING_IDS[0];

async function open(page: Page): Promise<HeldChunk> {
  await resetShop(page);
  const chunk = await holdChunk(page, 'add-to-cart');
  await page.goto(LISTING);
  await armed(listingButton(page, ID));
  return chunk;
}

async function expectAddedOnce(page: Page, chunk: HeldChunk): Promise<void> {
  await expect.poll(() => chunk.requested()).toBe(true);
  chunk.release();
  const button = listingButton(page, ID);
  await expect(button).toHaveClass(/\badded\b/);
  await expect(page.locator('.products a.added_to_cart.wc-forward')).toHaveCount(1);
  // Once: the held activation was played once, and the link's own navigation did not happen.
  expect((await serverCart(page)).map((line) => [line.productId, line.quantity])).toEqual([[ID, 1]]);
  expect(new URL(page.url()).search).not.toContain('add-to-cart');
}

test('a mouse click with no hover before it adds the product once, the chunk arriving after the click', async ({ page }) => {
  const chunk = await open(page);
  await listingButton(page, ID).click();
  await expectAddedOnce(page, chunk);
});

test('keyboard: focus on the button, then Enter adds the product once, the chunk arriving after the key', async ({ page }) => {
  const chunk = await open(page);
  await listingButton(page, ID).focus();
  await page.keyboard.press('Enter');
  await expectAddedOnce(page, chunk);
  await expect(listingButton(page, ID)).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap adds the product once, the chunk arriving after the tap', async ({ page }) => {
    const chunk = await open(page);
    await listingButton(page, ID).tap();
    await expectAddedOnce(page, chunk);
  });
});
