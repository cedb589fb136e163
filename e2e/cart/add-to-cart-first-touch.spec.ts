import { expect, test, type Page } from '@playwright/test';
import { LISTING, LISTING_IDS, listingButton, resetShop, serverCart } from '../support/cart.ts';
import { armed, holdChunk, type HeldChunk } from '../support/first-touch.ts';
import { lightReady } from '../support/light-half.ts';

/**
 * The ajax add-to-cart button on the shopper's first interaction, by mouse, touch and keyboard,
 * with no pre-touch and the widget's chunk held at the network until the interaction is done
 * (issue 33 items 1, 3 and 4): the pressed button shows busy before the chunk (the cart's light
 * half), and the add happens once, as if the widget had been there all along.
 */
const ID = LISTING_IDS[0];
const ADDS = new WeakMap<Page, string[]>();

async function open(page: Page): Promise<HeldChunk> {
  await resetShop(page);
  const adds: string[] = [];
  ADDS.set(page, adds);
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) adds.push(request.url());
  });
  const chunk = await holdChunk(page, 'add-to-cart');
  await page.goto(LISTING);
  await armed(listingButton(page, ID));
  await lightReady(listingButton(page, ID));
  return chunk;
}

async function expectAddedOnce(page: Page, chunk: HeldChunk): Promise<void> {
  await expect.poll(() => chunk.requested()).toBe(true);
  // The first answer, while the chunk is still held: the button busy as WooCommerce's script marks it.
  const button = listingButton(page, ID);
  await expect(button).toHaveClass(/\bloading\b/);
  await expect(button).toHaveAttribute('aria-busy', 'true');
  expect(ADDS.get(page)).toEqual([]);
  chunk.release();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(button).not.toHaveClass(/\bloading\b/);
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.products a.added_to_cart.wc-forward')).toHaveCount(1);
  // Once: the held activation was played once, and the link's own navigation did not happen.
  expect((await serverCart(page)).map((line) => [line.productId, line.quantity])).toEqual([[ID, 1]]);
  expect(new URL(page.url()).search).not.toContain('add-to-cart');
  expect(ADDS.get(page)).toHaveLength(1);
}

test('a mouse click with no hover before it adds the product once, the chunk arriving after the click', async ({
  page,
}) => {
  const chunk = await open(page);
  await listingButton(page, ID).click();
  await expectAddedOnce(page, chunk);
});

test('keyboard: focus on the button, then Enter adds the product once, the chunk arriving after the key', async ({
  page,
}) => {
  const chunk = await open(page);
  await listingButton(page, ID).focus();
  await page.keyboard.press('Enter');
  await expectAddedOnce(page, chunk);
  await expect(listingButton(page, ID)).toBeFocused();
});

test('keyboard: focus on the button, then Space (the widget makes the link a button) adds the product once', async ({
  page,
}) => {
  const chunk = await open(page);
  await listingButton(page, ID).focus();
  await page.keyboard.press('Space');
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
