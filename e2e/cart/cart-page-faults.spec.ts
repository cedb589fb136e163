import { expect, test, type Page } from '@playwright/test';
import {
  addOnServer,
  cartNotices,
  cartQuantity,
  cartTotal,
  openCartPage,
  serverCart,
  stillSamePage,
} from '../support/cart.ts';
import { injectFault, type Fault } from '../support/fixture.ts';
import { failOnPageErrors } from '../support/page-errors.ts';
import { armFault, redirectTargetPerTest } from '../support/redirect-target.ts';

const PRODUCT = 1061;
const MESSAGES: Record<Fault, string> = {
  '500': 'A apărut o eroare pe server. Încearcă din nou.',
  timeout: 'Serverul nu a răspuns la timp. Încearcă din nou.',
  malformed: 'Răspunsul serverului nu este valid. Încearcă din nou.',
  shape: 'Răspunsul serverului nu este valid. Încearcă din nou.',
  network: 'Se pare că nu ești conectat la internet. Verifică conexiunea și încearcă din nou.',
};
const FAULTS = Object.keys(MESSAGES) as Fault[];
/** The client gives up after 15 s on a held answer; the first message waits that long. */
const patience = (fault: Fault) => (fault === 'timeout' ? { timeout: 30_000 } : {});

failOnPageErrors({ watch: { consoleErrors: true }, prepare: (page) => addOnServer(page, PRODUCT) });

/** `network` is the browser's own failure (route abort); the others come from the fixture. */
async function fail(page: Page, endpoint: string, fault: Fault): Promise<void> {
  if (fault === 'timeout') test.setTimeout(90_000);
  if (fault !== 'network') return injectFault(page, endpoint, fault, 1);
  const isWcAjax = !endpoint.startsWith('/');
  await page.route(
    isWcAjax ? `**/?wc-ajax=${endpoint}` : `**${endpoint}`,
    (route) => (route.request().method() === 'POST' ? route.abort('connectionfailed') : route.continue()),
    { times: 1 },
  );
}

for (const fault of FAULTS) {
  test(`update cart, ${fault}: a Romanian message, the typed quantity stays, the cart as it was`, async ({ page }) => {
    await openCartPage(page);
    await fail(page, '/cos/', fault);
    await cartQuantity(page).fill('4');
    await cartQuantity(page).press('Enter');
    await expect(cartNotices(page)).toContainText(`Coșul nu a fost actualizat. ${MESSAGES[fault]}`, patience(fault));
    await expect(cartQuantity(page)).toHaveValue('4');
    await expect(cartTotal(page)).toHaveText('296.99 lei');
    expect((await serverCart(page)).map((line) => line.quantity)).toEqual([1]);
    await expect(page.locator('form.woocommerce-cart-form')).not.toHaveAttribute('aria-busy', 'true');
    expect(await stillSamePage(page)).toBe(true);
  });

  test(`apply coupon, ${fault}: a message, the code stays, no discount`, async ({ page }) => {
    await openCartPage(page);
    await fail(page, 'apply_coupon', fault);
    await page.locator('#coupon_code').fill('reducere10');
    await page.locator('#coupon_code').press('Enter');
    await expect(cartNotices(page)).toContainText(MESSAGES[fault], patience(fault));
    await expect(cartNotices(page)).toContainText('Codul introdus a rămas în câmp.');
    await expect(page.locator('#coupon_code')).toHaveValue('reducere10');
    await expect(page.locator('tr.cart-discount')).toHaveCount(0);
    expect(await stillSamePage(page)).toBe(true);
  });

  test(`remove coupon, ${fault}: a message, the coupon and total stay`, async ({ page }) => {
    await page.request.post('/?wc-ajax=apply_coupon', { form: { security: 'f1x7urec0up', coupon_code: 'reducere10' } });
    await openCartPage(page);
    await fail(page, 'remove_coupon', fault);
    await page.locator('a.woocommerce-remove-coupon').click();
    await expect(cartNotices(page)).toContainText(`${MESSAGES[fault]} Cuponul nu a fost eliminat.`, patience(fault));
    await expect(page.locator('tr.cart-discount')).toHaveCount(1);
    await expect(cartTotal(page)).toHaveText('267.29 lei');
  });

  test(`shipping method, ${fault}: a message, the chosen method is checked again`, async ({ page }) => {
    await openCartPage(page);
    await fail(page, 'update_shipping_method', fault);
    // click, not check(): the radio is unchecked again on purpose once the call fails.
    await page.locator('input[value="local_pickup:4"]').click();
    await expect(cartNotices(page)).toContainText(
      `${MESSAGES[fault]} Metoda de livrare nu a fost schimbată.`,
      patience(fault),
    );
    await expect(page.locator('input[value="free_shipping:1"]')).toBeChecked();
    await expect(page.locator('input[value="local_pickup:4"]')).not.toBeChecked();
  });
}

/**
 * Issue 39: each cart-page call answers a 307 to another origin that records what reaches it. The
 * form posts carry the cart nonce and the quantities, the calculator the address typed, the
 * shipping method and the coupons their nonces: none may reach it. The cart form and the
 * calculator expect WooCommerce's own redirect back to the cart page, so the page they then get is
 * the cart as it was; the shopper is told, and what was typed stays for the next try.
 */
test.describe('a redirect to another origin', () => {
  const REDIRECTED = 'A apărut o eroare necunoscută.';
  const target = redirectTargetPerTest({ expectNothingReached: true });

  test('update cart × redirect: a Romanian message, the typed quantity stays; the next update goes through', async ({
    page,
  }) => {
    await openCartPage(page);
    await armFault(page, '/cos/', 'redirect', 1, target);
    await cartQuantity(page).fill('4');
    await cartQuantity(page).press('Enter');
    await expect(cartNotices(page)).toContainText(
      `Coșul nu a fost actualizat. ${REDIRECTED} Cantitățile introduse au rămas în formular.`,
    );
    await expect(cartQuantity(page)).toHaveValue('4');
    expect((await serverCart(page)).map((line) => line.quantity)).toEqual([1]);
    expect(await stillSamePage(page)).toBe(true);
    await cartQuantity(page).press('Enter');
    await expect(cartNotices(page)).toContainText('Coșul a fost actualizat.');
    expect((await serverCart(page)).map((line) => line.quantity)).toEqual([4]);
  });

  test('shipping calculator × redirect: a Romanian message, the address typed stays; the next try recalculates', async ({
    page,
  }) => {
    await openCartPage(page);
    await page.locator('a.shipping-calculator-button').click();
    await page.locator('#calc_shipping_country').selectOption('MD');
    await page.locator('#calc_shipping_city').fill('Chișinău');
    await armFault(page, '/cos/', 'redirect', 1, target);
    await page.locator('#calc_shipping_city').press('Enter');
    await expect(cartNotices(page)).toContainText(
      `${REDIRECTED} Costurile de livrare nu au fost recalculate. Datele introduse au rămas în formular.`,
    );
    await expect(page.locator('#calc_shipping_country')).toHaveValue('MD');
    await expect(page.locator('#calc_shipping_city')).toHaveValue('Chișinău');
    expect(await stillSamePage(page)).toBe(true);
    await page.locator('#calc_shipping_city').press('Enter');
    await expect(page.locator('.woocommerce-shipping-destination')).toContainText('Chișinău');
    await expect(cartNotices(page)).toContainText('Costurile de livrare au fost actualizate.');
  });

  test('apply coupon × redirect: a message, the code stays, no discount; the next try applies', async ({ page }) => {
    await openCartPage(page);
    await armFault(page, 'apply_coupon', 'redirect', 1, target);
    await page.locator('#coupon_code').fill('reducere10');
    await page.locator('#coupon_code').press('Enter');
    await expect(cartNotices(page)).toContainText(`${REDIRECTED} Codul introdus a rămas în câmp.`);
    await expect(page.locator('#coupon_code')).toHaveValue('reducere10');
    await expect(page.locator('tr.cart-discount')).toHaveCount(0);
    await page.locator('#coupon_code').press('Enter');
    await expect(page.locator('tr.cart-discount')).toHaveCount(1);
  });

  test('shipping method × redirect: a message, the chosen method is checked again; the next choice goes through', async ({
    page,
  }) => {
    await openCartPage(page);
    await armFault(page, 'update_shipping_method', 'redirect', 1, target);
    await page.locator('input[value="local_pickup:4"]').click();
    await expect(cartNotices(page)).toContainText(`${REDIRECTED} Metoda de livrare nu a fost schimbată.`);
    await expect(page.locator('input[value="free_shipping:1"]')).toBeChecked();
    await page.locator('input[value="local_pickup:4"]').click();
    await expect(page.locator('input[value="local_pickup:4"]')).toBeChecked();
    await expect(page.locator('input[value="free_shipping:1"]')).not.toBeChecked();
  });
});
