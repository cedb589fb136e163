import { expect, test, type Page } from '@playwright/test';
import { addToCartOnServer, CHEAP_PRODUCT, fillBilling, openCheckout } from '../support/checkout.ts';
import { loginAsAdmin } from '../support/consent.ts';
import { answerQuiz, control, fillValid, form, openContact, output, FEEDBACK } from '../support/contact.ts';
import { injectFault, resetShop } from '../support/fixture.ts';
import { redirectTargetPerTest } from '../support/redirect-target.ts';

/**
 * Issue 39 item 1, one test per endpoint family: the endpoint answers 307 to a second local origin
 * that records what reaches it. Before, the browser followed the 307 and sent the whole request
 * there (nonce, e-mail, phone, message); now nothing reaches it, the shopper reads §8's message for
 * a server error, and every typed value stays.
 */
const SERVER_ERROR = 'A apărut o eroare necunoscută.';
const target = redirectTargetPerTest();

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

const redirectOnce = (page: Page, endpoint: string) => injectFault(page, endpoint, 'redirect', 1, target.url);

test('wc-ajax (update_order_review with the e-mail, the phone and the nonce): nothing follows the 307', async ({
  page,
}) => {
  await addToCartOnServer(page, CHEAP_PRODUCT);
  await openCheckout(page);
  await page.locator('#billing_email').fill('ana.popescu@exemplu.ro');
  await page.locator('#billing_phone').fill('0722123456');
  await redirectOnce(page, 'update_order_review');
  const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await page.locator('#billing_city').fill('Timișoara');
  await page.locator('#billing_city').blur();
  await refreshed;
  await expect(page.locator('.woocommerce-NoticeGroup-checkout')).toContainText(
    `${SERVER_ERROR} Datele introduse au rămas în formular.`,
    { timeout: 20_000 },
  );
  await expect(page.locator('#billing_email')).toHaveValue('ana.popescu@exemplu.ro');
  await expect(page.locator('#billing_city')).toHaveValue('Timișoara');
  expect(target.requests).toEqual([]);
});

test('checkout (placing the order: billing_email, billing_phone, the checkout nonce): nothing follows the 307', async ({
  page,
}) => {
  await addToCartOnServer(page, CHEAP_PRODUCT);
  await openCheckout(page);
  await fillBilling(page);
  await page.locator('#terms').check();
  await redirectOnce(page, 'checkout');
  await page.locator('#place_order').click();
  const notices = page.locator('.woocommerce-NoticeGroup-checkout');
  await expect(notices).toContainText(SERVER_ERROR, { timeout: 20_000 });
  await expect(notices).toContainText('Datele introduse au rămas în formular.');
  await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
  await expect(page.locator('#billing_email')).toHaveValue('ana.popescu@exemplu.ro');
  await expect(page.locator('#billing_phone')).toHaveValue('0722123456');
  expect(page.url()).toContain('/finalizare-comanda/');
  expect(target.requests).toEqual([]);
  // The next try places the order.
  await page.locator('#place_order').click();
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible({ timeout: 20_000 });
  expect(target.requests).toEqual([]);
});

test('REST (CF7 feedback: the e-mail, the phone, the message, the REST nonce): nothing follows the 307', async ({
  page,
}) => {
  await openContact(page);
  await fillValid(page);
  await redirectOnce(page, FEEDBACK);
  await page.locator('.wpcf7-submit').click();
  await expect(output(page)).toHaveText(SERVER_ERROR, { timeout: 20_000 });
  await expect(control(page, 'your-email')).toHaveValue('ana@example.ro');
  await expect(control(page, 'your-phone')).toHaveValue('0722 000 000');
  await expect(control(page, 'your-message')).toHaveValue('Când ajunge coletul meu?');
  expect(target.requests).toEqual([]);
  // A retry sends.
  await answerQuiz(page);
  await page.locator('.wpcf7-submit').click();
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  expect(target.requests).toEqual([]);
});

test('admin-ajax (a notice snooze with its nonce): nothing follows the 307', async ({ page }) => {
  await page.context().addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
  await loginAsAdmin(page);
  await page.goto('/');
  await expect(page.locator('.ademti-snooze').first()).toHaveAttribute('data-vitrina-state', 'mounted', {
    timeout: 15_000,
  });
  await redirectOnce(page, 'ademti_dismissible_wp_notices_snooze');
  const notice = page.locator('.notice', { hasText: 'recenzii' });
  await notice.locator('.ademti-snooze').click();
  await expect(notice.locator('.vitrina-notice-error')).toHaveText(
    'Notificarea nu a putut fi amânată. Încearcă din nou.',
    { timeout: 20_000 },
  );
  await expect(notice).toBeVisible();
  expect(target.requests).toEqual([]);
});
