import { expect, test, type Page } from '@playwright/test';
import { resetShop } from '../support/fixture.ts';
import { addToCartOnServer, CHEAP_PRODUCT, collectPageErrors, fillBilling, openCheckout } from '../support/checkout.ts';

/**
 * Placing the order when WC_Checkout::process_checkout() refuses before looking at any field
 * (issue 34 item 3): the fixture answers send_ajax_failure_response()'s real shapes, and the
 * shopper reads WooCommerce's own notice, with its link where it has one, as checkout.js showed it.
 */
const notices = (page: Page) => page.locator('.woocommerce-NoticeGroup-checkout');

async function readyToPlace(page: Page): Promise<void> {
  await openCheckout(page);
  await fillBilling(page);
  await page.locator('#terms').check();
  // Focus leaves the fields before the press, so the press itself asks for no refresh.
  await page.locator('#place_order').focus();
  await expect(page.locator('#order_review')).not.toHaveAttribute('aria-busy', 'true');
}

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await addToCartOnServer(page, CHEAP_PRODUCT);
});

// Failed before the fix twice over: the fixture answered a made-up "cart is empty" field error, and
// the notice was drawn as text, so WooCommerce's "Întoarce-te la magazin" link was lost.
test('the cart emptied in another tab: placing the order shows WooCommerce’s session-expired notice and its link back to the shop', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await readyToPlace(page);
  await resetShop(page);
  const answered = page.waitForResponse((response) => response.url().includes('wc-ajax=checkout'));
  await page.keyboard.press('Enter');
  const answer: unknown = await (await answered).json();
  expect(answer).toMatchObject({ result: 'failure', refresh: false, reload: false });
  await expect(notices(page)).toContainText('Ne pare rău, sesiunea ta a expirat.');
  const back = notices(page).getByRole('link', { name: 'Întoarce-te la magazin' });
  await expect(back).toHaveAttribute('href', /\/produse\/$/u);
  await expect(page.locator('#billing_email')).toHaveValue('ana.popescu@exemplu.ro');
  await back.click();
  await expect(page).toHaveURL(/\/produse\/$/u);
  expect(errors).toEqual([]);
});

// Failed before the fix: the fixture answered `reload: true`, the page reloaded and the shopper was told nothing.
test('a nonce that no longer verifies: WooCommerce’s "try again" notice, a refresh for a fresh nonce, nothing typed lost', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await readyToPlace(page);
  // What a checkout left open past the nonce's life posts.
  await page
    .locator('#woocommerce-process-checkout-nonce')
    .evaluate((input: HTMLInputElement) => (input.value = 'expirat'));
  const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  const answered = page.waitForResponse((response) => response.url().includes('wc-ajax=checkout'));
  await page.keyboard.press('Enter');
  const answer: unknown = await (await answered).json();
  expect(answer).toMatchObject({ result: 'failure', refresh: true, reload: false });
  await expect(notices(page)).toContainText('Nu am putut procesa comanda ta, te rog încearcă din nou.');
  await refreshed;
  await expect(page.locator('#billing_email')).toHaveValue('ana.popescu@exemplu.ro');
  await expect(page.locator('#place_order')).toBeEnabled();
  expect(errors).toEqual([]);
});
