import { expect, test, type Page } from '@playwright/test';
import { addOnServer } from '../support/cart.ts';
import { fixtureSession, injectFault, resetShop } from '../support/fixture.ts';
import { collectPageErrors } from '../support/page-errors.ts';

/** 296.99 lei: over the 150 lei threshold on its own, so the cart has the gift line. */
const PRODUCT = 1061;
const SWAP_ACTION = 'awdr_change_discount_product_in_cart';

const updateButton = (page: Page) => page.locator('form.woocommerce-cart-form button[name="update_cart"]');
const giftSelect = (page: Page) => page.locator('select.awdr-change-free-product');
const giftName = (page: Page) => page.locator('tr.awdr-free-product-line td.product-name > a');
const quantity = (page: Page) => page.locator('form.woocommerce-cart-form input.qty').first();
const isSwapRequest = (url: string) => url.includes('admin-ajax.php');

/** Errors our code logs or throws; the browser's own "Failed to load resource" line for a 500 is not one. */
const recordErrors = (page: Page): string[] => collectPageErrors(page, { consoleErrors: true });

async function openCart(page: Page): Promise<void> {
  await page.goto('/cos/');
  await expect(page.locator('form.woocommerce-cart-form button[name="update_cart"]')).toBeDisabled();
  await expect(giftSelect(page)).toHaveAttribute('data-vitrina-state', 'mounted');
}

/** The gift option the page does not show yet. */
async function otherGift(page: Page): Promise<{ id: string; name: string }> {
  const options = await giftSelect(page).locator('option:not(:checked)').all();
  const option = options[0];
  if (!option) throw new Error('the fixture offers a single gift');
  return { id: (await option.getAttribute('value')) ?? '', name: (await option.textContent()) ?? '' };
}

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await addOnServer(page, PRODUCT);
});

test('§2.5 the update button waits for a quantity change; clicking it posts the new quantity and the total follows', async ({
  page,
}) => {
  await openCart(page);
  await expect(updateButton(page)).toBeDisabled();
  await quantity(page).fill('3');
  await expect(updateButton(page)).toBeEnabled();
  await updateButton(page).click();
  await expect(page.locator('.notices-container')).toContainText('Coșul a fost actualizat.');
  expect((await fixtureSession(page)).cart.map((line) => [line.productId, line.quantity])).toEqual([[PRODUCT, 3]]);
  await expect(quantity(page)).toHaveValue('3');
  await expect(page.locator('.cart_totals .order-total strong')).toHaveText('890.97 lei');
  // Back from the server the form starts over: no pending change, so the button waits again.
  await expect(updateButton(page)).toBeDisabled();
});

test('§4.1–§4.3 choosing another gift: {success:true,data:1} posts the cart form and the page shows the new gift', async ({
  page,
}) => {
  const errors = recordErrors(page);
  await openCart(page);
  const before = await giftName(page).textContent();
  const gift = await otherGift(page);
  // The answer is read on its way to the page: the form post that follows navigates its body away.
  const answers: unknown[] = [];
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    const response = await route.fetch();
    answers.push(await response.json());
    await route.fulfill({ response });
  });
  await giftSelect(page).selectOption(gift.id);
  await expect(giftName(page)).toHaveText(gift.name);
  expect(gift.name).not.toBe(before);
  await expect(page.locator('.notices-container')).toContainText('Coșul a fost actualizat.');
  expect(Object.values((await fixtureSession(page)).gifts)).toEqual([Number(gift.id)]);
  expect(answers).toEqual([{ success: true, data: 1 }]);
  await expect(giftSelect(page)).toHaveValue(gift.id);
  expect(errors).toEqual([]);
});

for (const fault of ['500', 'malformed'] as const) {
  test(`§8 a swap answered with ${fault === '500' ? 'HTTP 500' : 'malformed JSON'} is ignored: no post, the typed quantity and the choice stay, no error`, async ({
    page,
  }) => {
    const errors = recordErrors(page);
    await openCart(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const before = await giftName(page).textContent();
    const sessionBefore = await fixtureSession(page);
    await quantity(page).fill('2');
    await injectFault(page, SWAP_ACTION, fault, 1);
    const gift = await otherGift(page);
    const answered = page.waitForResponse((response) => isSwapRequest(response.url()));
    await giftSelect(page).selectOption(gift.id);
    expect((await answered).status()).toBe(fault === '500' ? 500 : 200);
    // The widget marks the select busy for the request; once it clears, the answer was handled.
    await expect(giftSelect(page)).not.toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(giftName(page)).toHaveText(before ?? '');
    await expect(quantity(page)).toHaveValue('2');
    await expect(giftSelect(page)).toHaveValue(gift.id);
    await expect(page.locator('.notices-container')).not.toContainText('Coșul a fost actualizat.');
    expect(await fixtureSession(page)).toEqual(sessionBefore);
    expect(errors).toEqual([]);
  });
}
