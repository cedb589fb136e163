import { expect, test, type Page } from '@playwright/test';
import { addOnServer, cartForm, openCartPage, serverCart, stillSamePage } from '../support/cart.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/**
 * Issue 26 item 4 on the cart page: a second action while one runs is queued, not dropped, and
 * a quantity typed in another row while an update is on its way survives the swap.
 */
const FIRST = 1061;
const SECOND = 1021;

failOnPageErrors({
  watch: { consoleErrors: true },
  prepare: async (page) => {
    await addOnServer(page, FIRST);
    await addOnServer(page, SECOND);
  },
});

const rowQuantity = (page: Page, index: number) => cartForm(page).locator('input.qty').nth(index);

test('a second update while the first runs is sent after it; the row typed meanwhile keeps its number', async ({
  page,
}) => {
  await openCartPage(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route('**/cos/', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts === 1) await held;
    await route.continue();
  });
  await rowQuantity(page, 0).fill('2');
  await rowQuantity(page, 0).press('Enter');
  await expect.poll(() => posts).toBe(1);
  // While the first update is held: another row, another update.
  await rowQuantity(page, 1).fill('3');
  await rowQuantity(page, 1).press('Enter');
  release();
  await expect
    .poll(async () => (await serverCart(page)).map((line) => line.quantity).sort(), { timeout: 20_000 })
    .toEqual([2, 3]);
  expect(posts).toBe(2);
  await expect(rowQuantity(page, 0)).toHaveValue('2');
  await expect(rowQuantity(page, 1)).toHaveValue('3');
  await expect(cartForm(page)).not.toHaveAttribute('aria-busy', 'true');
  expect(await stillSamePage(page)).toBe(true);
});

test('a quantity typed while a remove runs is still in its field after the swap', async ({ page }) => {
  await openCartPage(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let removes = 0;
  await page.route('**/cos/?remove_item=*', async (route) => {
    removes += 1;
    await held;
    await route.continue();
  });
  await cartForm(page).locator('td.product-remove a.remove').first().click();
  await expect.poll(() => removes).toBe(1);
  await rowQuantity(page, 1).fill('4');
  release();
  await expect(cartForm(page).locator('input.qty')).toHaveCount(1, { timeout: 20_000 });
  await expect(rowQuantity(page, 0)).toHaveValue('4');
  await expect(cartForm(page).locator('button[name="update_cart"]')).toBeEnabled();
});
