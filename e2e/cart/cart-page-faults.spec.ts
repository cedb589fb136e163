import { expect, test, type Page } from '@playwright/test';
import { addOnServer, cartNotices, cartQuantity, cartTotal, openCartPage, serverCart, stillSamePage } from '../support/cart.ts';
import { injectFault, type Fault } from '../support/fixture.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

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
  await page.route(isWcAjax ? `**/?wc-ajax=${endpoint}` : `**${endpoint}`, (route) => (route.request().method() === 'POST' ? route.abort('connectionfailed') : route.continue()), { times: 1 });
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
    await expect(cartNotices(page)).toContainText(`${MESSAGES[fault]} Metoda de livrare nu a fost schimbată.`, patience(fault));
    await expect(page.locator('input[value="free_shipping:1"]')).toBeChecked();
    await expect(page.locator('input[value="local_pickup:4"]')).not.toBeChecked();
  });
}
