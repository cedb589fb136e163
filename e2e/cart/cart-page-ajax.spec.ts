import { expect, test } from '@playwright/test';
import {
  addOnServer,
  cartForm,
  cartNotices,
  cartQuantity,
  cartTotal,
  countJQueryEvents,
  headerCount,
  jqueryEvents,
  openCartPage,
  serverCart,
  stillSamePage,
} from '../support/cart.ts';
import { failOnPageErrors } from '../support/page-errors.ts';
import { expectAxeClean } from '../support/axe.ts';

/** 296.99 lei: free shipping within Romania, so the shipping row offers the courier and the pick-up. */
const PRODUCT = 1061;

failOnPageErrors({ watch: { consoleErrors: true }, prepare: (page) => addOnServer(page, PRODUCT) });

test('a quantity changed and Enter updates the cart without a page load: totals, notices (focused), header count', async ({
  page,
}) => {
  await openCartPage(page);
  await expect(headerCount(page)).toHaveText('1');
  await cartQuantity(page).fill('2');
  await cartQuantity(page).press('Enter');
  await expect(cartNotices(page)).toContainText('Coșul a fost actualizat.');
  await expect(cartTotal(page)).toHaveText('593.98 lei');
  expect((await serverCart(page)).map((line) => line.quantity)).toEqual([2]);
  await expect(cartNotices(page)).toBeFocused();
  await expect(cartForm(page).locator('button[name="update_cart"]')).toBeDisabled();
  // updated_wc_div refreshed the fragments: the header follows.
  await expect(headerCount(page)).toHaveText('2');
  expect(await stillSamePage(page)).toBe(true);
  await expectAxeClean(page, '#main');
});

test('a second quantity change on the swapped-in form updates again (the new markup is bound once)', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/cos/') posts.push(request.url());
  });
  await openCartPage(page);
  await cartQuantity(page).fill('2');
  await cartForm(page).locator('button[name="update_cart"]').click();
  await expect(cartTotal(page)).toHaveText('593.98 lei');
  await cartQuantity(page).fill('3');
  await cartQuantity(page).press('Enter');
  await expect(cartTotal(page)).toHaveText('890.97 lei');
  expect(posts).toHaveLength(2);
  expect(await stillSamePage(page)).toBe(true);
});

test('the remove link empties the cart in place; with jQuery the cart events follow', async ({ page }) => {
  await openCartPage(page, '?with-jquery=1');
  await countJQueryEvents(page, ['updated_wc_div', 'updated_cart_totals', 'wc_cart_emptied']);
  await cartForm(page).locator('td.product-remove a.remove').first().click();
  await expect(page.locator('.cart-empty')).toBeVisible();
  await expect(cartNotices(page)).toContainText('a fost eliminat din coș');
  await expect.poll(() => jqueryEvents(page)).toEqual(['wc_cart_emptied', 'updated_wc_div']);
  await expect(headerCount(page)).toHaveText('0');
  expect(await serverCart(page)).toEqual([]);
  expect(await stillSamePage(page)).toBe(true);
});

test('with jQuery, an update triggers updated_cart_totals then updated_wc_div', async ({ page }) => {
  await openCartPage(page, '?with-jquery=1');
  await countJQueryEvents(page, ['updated_wc_div', 'updated_cart_totals', 'wc_cart_emptied']);
  await cartQuantity(page).fill('2');
  await cartQuantity(page).press('Enter');
  await expect(cartTotal(page)).toHaveText('593.98 lei');
  await expect.poll(() => jqueryEvents(page)).toEqual(['updated_cart_totals', 'updated_wc_div']);
});

test('the shipping calculator opens by keyboard (a disclosure), is axe clean, and recalculates in place', async ({
  page,
}) => {
  await openCartPage(page);
  const toggle = page.locator('a.shipping-calculator-button');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#calc_shipping_country')).toBeFocused();
  await expectAxeClean(page, '.cart_totals');
  await page.locator('#calc_shipping_country').selectOption('MD');
  await page.locator('#calc_shipping_city').fill('Chișinău');
  await page.locator('#calc_shipping_city').press('Enter');
  await expect(page.locator('.woocommerce-shipping-destination')).toContainText('Chișinău');
  await expect(page.locator('.woocommerce-shipping-totals')).toContainText('Livrare internațională');
  await expect(cartTotal(page)).toHaveText('346.98 lei');
  await expect(cartNotices(page)).toContainText('Costurile de livrare au fost actualizate.');
  // The new totals' link is a disclosure again.
  await expect(page.locator('a.shipping-calculator-button')).toHaveAttribute('aria-expanded', 'false');
  expect(await stillSamePage(page)).toBe(true);
});

test('choosing another shipping method posts update_shipping_method and swaps the totals; updated_shipping_method follows', async ({
  page,
}) => {
  await openCartPage(page, '?with-jquery=1');
  await countJQueryEvents(page, ['updated_shipping_method', 'updated_cart_totals']);
  const pickup = page.locator('input[name="shipping_method[0]"][value="local_pickup:4"]');
  await pickup.focus();
  await pickup.check();
  await expect.poll(() => jqueryEvents(page)).toEqual(['updated_cart_totals', 'updated_shipping_method']);
  await expect(page.locator('input[name="shipping_method[0]"][value="local_pickup:4"]')).toBeChecked();
  await expect(page.locator('input[name="shipping_method[0]"][value="local_pickup:4"]')).toBeFocused();
  await page.reload();
  await expect(page.locator('input[name="shipping_method[0]"][value="local_pickup:4"]')).toBeChecked();
});

test('without JavaScript the cart form still posts natively', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await addOnServer(page, PRODUCT);
  await page.goto('/cos/');
  await cartQuantity(page).fill('2');
  await cartForm(page).locator('button[name="update_cart"]').click();
  await expect(cartNotices(page)).toContainText('Coșul a fost actualizat.');
  await expect(cartTotal(page)).toHaveText('593.98 lei');
  await context.close();
});
