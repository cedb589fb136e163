import { expect, test } from '@playwright/test';
import { resetShop } from '../support/fixture.ts';
import { addToCartOnServer, CHEAP_PRODUCT, collectPageErrors, openCheckout } from '../support/checkout.ts';

/**
 * The cart was emptied in another tab: WooCommerce answers the next update_order_review with only
 * `fragments: {"form.woocommerce-checkout": <error notice>}` (WC_AJAX::update_order_review_expired),
 * and checkout.js replaces the whole form with it: the shopper reads WooCommerce's notice and its
 * link back to the shop, not a generic error over a form that can no longer place an order.
 */
test('a cart emptied elsewhere: the refresh replaces the checkout form with WooCommerce’s session-expired notice and shop link', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await resetShop(page);
  await addToCartOnServer(page, CHEAP_PRODUCT);
  await openCheckout(page);
  await resetShop(page);
  // A click, not check(): the form this radio sits in is gone once the answer is drawn.
  await page.locator('#payment_method_bacs').click();
  const notice = page.locator('main .woocommerce-error');
  await expect(notice).toContainText('Ne pare rău, sesiunea ta a expirat.');
  await expect(notice.locator('a.wc-backward')).toHaveAttribute('href', '/produse/');
  await expect(page.locator('form.woocommerce-checkout')).toHaveCount(0);
  await expect(page.getByText('Răspunsul serverului nu este valid')).toHaveCount(0);
  await notice.locator('a.wc-backward').click();
  await expect(page).toHaveURL(/\/produse\/$/u);
  expect(errors).toEqual([]);
});
