import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { fixtureSession, resetShop } from '../support/fixture.ts';
import { addToCartOnServer, CHEAP_PRODUCT, CHECKOUT, collectPageErrors, openCheckout } from '../support/checkout.ts';

/** checkout/form-login.php's toggle ("Ești client care revine?"), in the order-review widget. */
// A shopper reaches the checkout with something in the cart: with an empty one the page's first
// refresh answers "session expired", and that notice rightly takes focus (as checkout.js does),
// whenever it lands. The page is used once that first refresh has been drawn.
test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await addToCartOnServer(page, CHEAP_PRODUCT);
});

test('the login link opens the hidden form, focus goes to the username; the form logs in natively and comes back', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openCheckout(page);
  const link = page.locator('a.showlogin');
  const form = page.locator('form.woocommerce-form-login');
  await expect(form).toBeHidden();
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  await expect(link).toHaveAttribute('aria-controls', (await form.getAttribute('id')) ?? 'missing');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#username')).toBeFocused();
  await expectAxeClean(page, '.woocommerce', { allRules: true });

  await page.keyboard.type('ana@exemplu.ro');
  await page.keyboard.press('Tab');
  await expect(page.locator('#password')).toBeFocused();
  await page.keyboard.type('parola-buna-123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/finalizare-comanda\/$/);
  await expect(page.locator('a.showlogin')).toHaveCount(0);
  expect((await fixtureSession(page)).user).toBe('ana@exemplu.ro');
  expect(errors).toEqual([]);
});

test('a second press closes the form again', async ({ page }) => {
  await openCheckout(page);
  const link = page.locator('a.showlogin');
  await link.click();
  await expect(page.locator('form.woocommerce-form-login')).toBeVisible();
  await link.click();
  await expect(page.locator('form.woocommerce-form-login')).toBeHidden();
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  expect(page.url()).toContain(CHECKOUT);
});
