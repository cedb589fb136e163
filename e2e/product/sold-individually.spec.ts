import { expect, test } from '@playwright/test';
import { insertAddButtons, PLAIN_PAGE, serverCart } from '../support/cart.ts';

/**
 * A product sold individually (WooCommerce "Sold individually"; the fixture marks product 2221): the page prints its
 * quantity as a hidden input of 1 (quantity-input.php, min = max), and WC_Cart::add_to_cart() refuses a second one
 * with "You cannot add another "%s" to your cart." and a View cart link, shown as the server's error notice.
 */
const PRODUCT = '/produs/rama-de-vedere-cat-eye-retro/';
const REFUSAL = 'Nu poți adăuga încă un „Ramă de vedere Cat-eye Retro” în coș.';

test('sold individually: no quantity to choose; a second add shows WooCommerce’s refusal and the cart keeps one', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  const form = page.locator('form.cart');
  await expect(form.locator('input.qty')).toHaveAttribute('type', 'hidden');
  await expect(form.locator('input.qty')).toHaveValue('1');
  await expect(form.getByRole('spinbutton')).toHaveCount(0);
  await expect(form.getByRole('button', { name: /cantitatea/ })).toHaveCount(0);
  await form.getByRole('button', { name: 'Adaugă în coș' }).click(); // the shopper's first click
  await expect(page.getByText('Produsul „Ramă de vedere Cat-eye Retro” a fost adăugat în coș.')).toBeVisible();
  await page.locator('form.cart').getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(page.getByText(REFUSAL)).toBeVisible();
  await expect(
    page
      .locator('.woocommerce-error, .woocommerce-message, [role="alert"]')
      .filter({ hasText: REFUSAL })
      .getByRole('link', { name: 'Vezi coșul' }),
  ).toBeVisible();
  expect((await serverCart(page)).map((line) => [line.productId, line.quantity])).toEqual([[2221, 1]]);
  await page.goto('/cos/');
  await expect(page.locator('.cart_item .product-quantity input.qty')).toHaveAttribute('type', 'hidden');
});

test('sold individually from a listing button: the second add goes to the product page, which shows the refusal', async ({
  page,
}) => {
  await page.goto(PLAIN_PAGE);
  await insertAddButtons(page, [2221]);
  const button = page.locator('.test-products [data-product_id="2221"]');
  await button.click(); // the shopper's first click
  await expect.poll(async () => (await serverCart(page)).length).toBe(1);
  await expect(button).toHaveClass(/\badded\b/);
  await button.click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await expect(page.getByText(REFUSAL)).toBeVisible();
  expect((await serverCart(page)).map((line) => [line.productId, line.quantity])).toEqual([[2221, 1]]);
});
