import { expect, test, type Page } from '@playwright/test';
import { addToCartOnServer, CHEAP_PRODUCT, checkoutWith, fillBilling, openCheckout } from '../support/checkout.ts';
import { injectFault, resetShop } from '../support/fixture.ts';

/**
 * Issue 39 item 3: WooCommerce prints `i18n_checkout_error` with a link to the order history, and
 * checkout.js inserted it as markup. Vitrina showed its source (`<a href="…">istoricul
 * comenzilor</a>` as text); now a failed place-order shows the link as a link, through the one
 * sanitizer (widgets/checkout/order-review/safe-html.ts), and the page's hostile variant runs nothing.
 */
const notices = (page: Page) => page.locator('.woocommerce-NoticeGroup-checkout');

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await addToCartOnServer(page, CHEAP_PRODUCT);
});

test('a failed place-order shows the order history as a link, not as its source', async ({ page }) => {
  await openCheckout(page);
  await fillBilling(page);
  await page.locator('#terms').check();
  await injectFault(page, 'checkout', '500', 1);
  await page.locator('#place_order').click();
  const link = notices(page).getByRole('link', { name: 'istoricul comenzilor' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  expect(new URL((await link.getAttribute('href')) ?? '', page.url()).pathname).toBe('/contul-meu/comenzi/');
  await expect(notices(page)).not.toContainText('<a');
  await expect(notices(page)).not.toContainText('href');
  await expect(notices(page)).toContainText(
    'A apărut o eroare pe server. Încearcă din nou. A apărut o eroare la procesarea comenzii.',
  );
  await expect(notices(page)).toContainText('Datele introduse au rămas în formular.');
});

test('a hostile i18n_checkout_error keeps its text and its own-site link, and runs nothing', async ({ page }) => {
  const hostile =
    'Eroare <img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=2">aici</a> <a href="https://evil.example/">acolo</a> <a href="/contul-meu/comenzi/" onclick="window.__pwned=3">istoric</a>';
  await openCheckout(page, checkoutWith({ wc_checkout_params: { i18n_checkout_error: hostile } }));
  await fillBilling(page);
  await page.locator('#terms').check();
  await injectFault(page, 'checkout', 'malformed', 1);
  await page.locator('#place_order').click();
  await expect(notices(page)).toContainText('Eroare aici acolo istoric', { timeout: 20_000 });
  await expect(notices(page).locator('img')).toHaveCount(0);
  await expect(notices(page).locator('a')).toHaveCount(1);
  await expect(notices(page).getByRole('link', { name: 'istoric' })).not.toHaveAttribute('onclick');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
