import { expect, test, type Page } from '@playwright/test';
import {
  addOnServer,
  cartNotices,
  cartTotal,
  countJQueryEvents,
  jqueryEvents,
  openCartPage,
  stillSamePage,
} from '../support/cart.ts';
import { failOnPageErrors } from '../support/page-errors.ts';
import { expectAxeClean } from '../support/axe.ts';
import { HOSTILE, xssRan } from '../support/reviews.ts';

/** 296.99 lei with free shipping: `reducere10` takes 29.70 lei off. */
const PRODUCT = 1061;
const couponField = (page: Page) => page.locator('form.woocommerce-cart-form #coupon_code');

failOnPageErrors({ watch: { consoleErrors: true }, prepare: (page) => addOnServer(page, PRODUCT) });

test('a coupon applied by keyboard (Enter in the field): notice, discount row, new total, applied_coupon', async ({
  page,
}) => {
  await openCartPage(page, '?with-jquery=1');
  await countJQueryEvents(page, ['applied_coupon', 'updated_wc_div']);
  await couponField(page).fill('reducere10');
  await couponField(page).press('Enter');
  await expect(cartNotices(page)).toContainText('Codul cuponului a fost aplicat cu succes.');
  await expect(page.locator('tr.cart-discount.coupon-reducere10')).toContainText('29.70');
  await expect(cartTotal(page)).toHaveText('267.29 lei');
  await expect(couponField(page)).toHaveValue('');
  await expect.poll(() => jqueryEvents(page)).toEqual(['applied_coupon:reducere10', 'updated_wc_div']);
  // The coupon's notice is kept (the refresh's own "updated" notice is not shown over it).
  await expect(cartNotices(page)).not.toContainText('Coșul a fost actualizat.');
  expect(await stillSamePage(page)).toBe(true);
  await expectAxeClean(page, '#main');
});

test('the apply button posts apply_coupon (the fixture answers 403 without the cart nonce)', async ({ page }) => {
  await openCartPage(page);
  await couponField(page).fill('cadou20');
  await page.locator('button[name="apply_coupon"]').click();
  await expect(page.locator('tr.cart-discount.coupon-cadou20')).toBeVisible();
  await expect(cartTotal(page)).toHaveText('276.99 lei');
});

test('a refused hostile code is shown as text, runs nothing, and stays in the field', async ({ page }) => {
  await openCartPage(page);
  await couponField(page).fill(HOSTILE);
  await couponField(page).press('Enter');
  await expect(cartNotices(page)).toContainText(`Cuponul „${HOSTILE}” nu există!`);
  await expect(couponField(page)).toHaveValue(HOSTILE);
  await expect(page.locator('tr.cart-discount')).toHaveCount(0);
  expect(await xssRan(page)).toBe(false);
});

test('the remove link in the totals removes the coupon in place; removed_coupon follows', async ({ page }) => {
  await page.request.post('/?wc-ajax=apply_coupon', { form: { security: 'f1x7urec0up', coupon_code: 'reducere10' } });
  await openCartPage(page, '?with-jquery=1');
  await countJQueryEvents(page, ['removed_coupon']);
  await expect(cartTotal(page)).toHaveText('267.29 lei');
  await page.locator('a.woocommerce-remove-coupon[data-coupon="reducere10"]').click();
  await expect(cartNotices(page)).toContainText('Cuponul a fost eliminat.');
  await expect(page.locator('tr.cart-discount')).toHaveCount(0);
  await expect(cartTotal(page)).toHaveText('296.99 lei');
  await expect.poll(() => jqueryEvents(page)).toEqual(['removed_coupon:reducere10']);
  expect(await stillSamePage(page)).toBe(true);
});

test('without JavaScript the coupon remove link still works as a plain link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await addOnServer(page, PRODUCT);
  await page.request.post('/?wc-ajax=apply_coupon', { form: { security: 'f1x7urec0up', coupon_code: 'reducere10' } });
  await page.goto('/cos/');
  await page.locator('a.woocommerce-remove-coupon').click();
  await expect(cartNotices(page)).toContainText('Cuponul a fost eliminat.');
  await expect(page.locator('tr.cart-discount')).toHaveCount(0);
  await context.close();
});
