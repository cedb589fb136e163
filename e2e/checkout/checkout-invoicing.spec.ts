import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { resetShop } from '../support/fixture.ts';
import {
  addToCartOnServer,
  CHEAP_PRODUCT,
  CHECKOUT,
  checkoutWith,
  collectPageErrors,
  fillBilling,
  widgetMounted,
} from '../support/checkout.ts';
import { chunksAfterPaint, recordLayoutShifts } from '../support/layout-shifts.ts';

const row = (page: Page, id: string) => page.locator(`#${id}_field`);
const check = (page: Page, id: string) => page.locator(`#${id}_check`);

async function open(page: Page, path = CHECKOUT): Promise<void> {
  await page.goto(path);
  await widgetMounted(page, 'form.checkout');
}

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await addToCartOnServer(page, CHEAP_PRODUCT);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the host's style shows the rows of the chosen client type; they post; a refused post comes back filled, then the order is placed", async ({
    page,
  }) => {
    await page.goto(CHECKOUT);
    for (const id of ['smartbill_billing_cnp', 'billing_company']) await expect(row(page, id)).toBeVisible();
    for (const id of ['smartbill_billing_company_name', 'smartbill_billing_cif', 'smartbill_billing_nr_reg_com'])
      await expect(row(page, id)).toBeHidden();
    await expect(page.locator('div.shipping_address')).toBeVisible();
    await fillBilling(page);
    await page.locator('#smartbill_billing_type').selectOption('pj');
    for (const id of ['smartbill_billing_company_name', 'smartbill_billing_cif', 'smartbill_billing_nr_reg_com'])
      await expect(row(page, id)).toBeVisible();
    for (const id of ['smartbill_billing_cnp', 'billing_company']) await expect(row(page, id)).toBeHidden();
    await page.locator('#smartbill_billing_cif').fill('RO18547290');
    await page.locator('#place_order').click();
    await expect(page.locator('ul.woocommerce-error li[data-id="smartbill_billing_company_name"]')).toHaveText(
      'Denumire firmă facturare este un câmp obligatoriu.',
    );
    await expect(page.locator('#smartbill_billing_cif')).toHaveValue('RO18547290');
    await expect(page.locator('#smartbill_billing_type')).toHaveValue('pj');
    await expect(page.locator('#billing_email')).toHaveValue('ana.popescu@exemplu.ro');
    await page.locator('#smartbill_billing_company_name').fill('Vitrina Test SRL');
    await page.locator('#terms').check();
    await page.locator('#place_order').click();
    await expect(page.locator('.woocommerce-thankyou-order-received')).toHaveText(
      'Mulțumim. Comanda ta a fost primită.',
    );
  });
});

test("mounting moves nothing: the rows of the other client type were never drawn (the host's pre-paint style)", async ({
  page,
}) => {
  const shiftsSince = await recordLayoutShifts(page);
  const widgetStarts = await chunksAfterPaint(page, ['checkout-invoicing']);
  await page.goto(CHECKOUT);
  const painted = await widgetStarts();
  await widgetMounted(page, 'form.checkout');
  await expect(row(page, 'smartbill_billing_cif')).toBeHidden();
  expect(await shiftsSince(painted)).toBe(0);
});

test('a phone with no idle time hides the unticked shipping address as soon as the page is read, not after', async ({
  page,
}) => {
  // A busy phone may find no idle moment for seconds: what the page shows at load cannot wait for one.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(CHECKOUT);
  // The form's other widget (Akismet's fields) waits for idle time, so the host stays pending.
  await expect(page.locator('div.shipping_address')).toBeHidden();
  await page.locator('#ship-to-different-address-checkbox').check();
  await expect(page.locator('div.shipping_address')).toBeVisible();
});

test('pj shows CIF, company name and reg. com. and hides the plain company field and CNP; pf the reverse (SmartBill select, keyboard)', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await open(page);
  await expect(row(page, 'smartbill_billing_cnp')).toBeVisible();
  await expect(row(page, 'billing_company')).toBeVisible();
  for (const id of ['smartbill_billing_company_name', 'smartbill_billing_cif', 'smartbill_billing_nr_reg_com'])
    await expect(row(page, id)).toBeHidden();

  await expect(page.locator('select#smartbill_billing_type')).toHaveValue('pf');
  await page.locator('#smartbill_billing_type').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#smartbill_billing_type')).toHaveValue('pj');
  for (const id of ['smartbill_billing_company_name', 'smartbill_billing_cif', 'smartbill_billing_nr_reg_com'])
    await expect(row(page, id)).toBeVisible();
  await expect(row(page, 'smartbill_billing_cnp')).toBeHidden();
  await expect(row(page, 'billing_company')).toBeHidden();
  await page.keyboard.press('ArrowUp');
  await expect(row(page, 'smartbill_billing_cnp')).toBeVisible();
  await expect(row(page, 'smartbill_billing_cif')).toBeHidden();
  expect(errors).toEqual([]);
});

test('ticking "ship to a different address" shows it and copies the type, CIF, company name, reg. com. and CNP from billing', async ({
  page,
}) => {
  await open(page);
  await expect(page.locator('div.shipping_address')).toBeHidden();
  await page.locator('#smartbill_billing_cnp').fill('1630615123457');
  await page.locator('#smartbill_billing_type').selectOption('pj');
  await page.locator('#smartbill_billing_company_name').fill('Vitrina Test SRL');
  await page.locator('#smartbill_billing_cif').fill('RO18547290');
  await page.locator('#smartbill_billing_nr_reg_com').fill('J40/1234/2020');
  await page.locator('#ship-to-different-address-checkbox').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('div.shipping_address')).toBeVisible();
  await expect(page.locator('#smartbill_shipping_type')).toHaveValue('pj');
  await expect(page.locator('#smartbill_shipping_company_name')).toHaveValue('Vitrina Test SRL');
  await expect(page.locator('#smartbill_shipping_cif')).toHaveValue('RO18547290');
  await expect(page.locator('#smartbill_shipping_nr_reg_com')).toHaveValue('J40/1234/2020');
  await expect(page.locator('#smartbill_shipping_cnp')).toHaveValue('1630615123457');
  await expect(row(page, 'smartbill_shipping_cif')).toBeVisible();
  await expect(row(page, 'smartbill_shipping_cnp')).toBeHidden();
  await page.keyboard.press('Space');
  await expect(page.locator('div.shipping_address')).toBeHidden();
});

test('the company-details and create-account checkboxes reveal their blocks', async ({ page }) => {
  await open(page);
  await expect(page.locator('#billing_company_details_block')).toBeHidden();
  await page.locator('#billing_company_details').check();
  await expect(page.locator('#billing_company_bank')).toBeVisible();
  await page.locator('#billing_company_details').uncheck();
  await expect(page.locator('#billing_company_details_block')).toBeHidden();
  await expect(page.locator('#account_password')).toBeHidden();
  await page.locator('#createaccount').check();
  await expect(page.locator('#account_password')).toBeVisible();
});

test('CNP, CIF and reg. com. are checked as typed, with Romanian messages tied to the field', async ({ page }) => {
  // Many steps and an axe run: on a machine shared by parallel runs it needs more than the default 30 s.
  test.setTimeout(90_000);
  await open(page);
  const cnp = page.locator('#smartbill_billing_cnp');
  await cnp.pressSequentially('1630615123458');
  await expect(check(page, 'smartbill_billing_cnp')).toHaveText(
    'Cifra de control a CNP-ului nu se potrivește. Verifică cifrele.',
  );
  await expect(cnp).toHaveAttribute('aria-invalid', 'true');
  await expect(cnp).toHaveAttribute('aria-describedby', /smartbill_billing_cnp_check/);
  await cnp.press('Backspace');
  await expect(check(page, 'smartbill_billing_cnp')).toHaveText('CNP-ul are 13 cifre.');
  await cnp.press('7');
  await expect(check(page, 'smartbill_billing_cnp')).toHaveText('');
  await expect(cnp).not.toHaveAttribute('aria-invalid', 'true');
  await expect(cnp).toHaveValue('1630615123457');

  await page.locator('#smartbill_billing_type').selectOption('pj');
  const cif = page.locator('#smartbill_billing_cif');
  await cif.fill('RO18547291');
  await cif.blur();
  await expect(check(page, 'smartbill_billing_cif')).toHaveText(
    'Cifra de control a CIF-ului nu se potrivește. Verifică cifrele.',
  );
  await cif.fill('DE123456789');
  await expect(check(page, 'smartbill_billing_cif')).toHaveText('');
  await cif.fill('');
  await cif.blur();
  await expect(check(page, 'smartbill_billing_cif')).toHaveText('');

  const register = page.locator('#smartbill_billing_nr_reg_com');
  await register.fill('J41/1234/2020');
  await expect(check(page, 'smartbill_billing_nr_reg_com')).toHaveText(
    'Codul de județ din numărul de înregistrare nu este valid.',
  );
  await register.fill('J2012000750528');
  await expect(check(page, 'smartbill_billing_nr_reg_com')).toHaveText('');
  await register.fill('J2012000750529');
  await expect(check(page, 'smartbill_billing_nr_reg_com')).toHaveText(
    'Cifra de control a numărului de înregistrare nu se potrivește.',
  );
  // Outside Romania the values are the server's to judge.
  await page.locator('#billing_country').selectOption('MD');
  await expect(check(page, 'smartbill_billing_nr_reg_com')).toHaveText('');

  await expectAxeClean(page, 'form.checkout', { allRules: true });
});

test('the checks are advice: an order with a CNP the check doubts is still placed', async ({ page }) => {
  await open(page);
  await fillBilling(page);
  await page.locator('#smartbill_billing_cnp').fill('1630615123458');
  await page.locator('#smartbill_billing_cnp').blur();
  await expect(check(page, 'smartbill_billing_cnp')).not.toHaveText('');
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible({ timeout: 15_000 });
});

test.describe('§5.6 Bucharest city check', () => {
  test("off by default (loc_checks ''): a București city that names no sector stays", async ({ page }) => {
    await open(page);
    await page.locator('#billing_state').selectOption('B');
    await page.locator('#billing_city').fill('Centru');
    await page.locator('#billing_city').blur();
    await expect(page.locator('#billing_city')).toHaveValue('Centru');
    await expect(page.locator('#billing_city')).not.toHaveAttribute('placeholder', 'Sector 1, Sector 2 etc.');
  });

  test("with SmartBill's loc_checks '1': the placeholder names sectors, a city that is no sector is cleared and told why", async ({
    page,
  }) => {
    await open(page, `${CHECKOUT}?loc_checks=1`);
    await page.locator('#billing_state').selectOption('B');
    const city = page.locator('#billing_city');
    await expect(city).toHaveAttribute('placeholder', 'Sector 1, Sector 2 etc.');
    await city.fill('Centru');
    await city.blur();
    await expect(city).toHaveValue('');
    await expect(check(page, 'billing_city')).toHaveText(
      'Pentru București, scrie sectorul (Sector 1 … Sector 6). Localitatea introdusă a fost ștearsă.',
    );
    await city.fill('sect. 3');
    await city.blur();
    await expect(city).toHaveValue('sect. 3');
    await expect(check(page, 'billing_city')).toHaveText('');
    await page.locator('#billing_state').selectOption('CJ');
    await expect(city).not.toHaveAttribute('placeholder', 'Sector 1, Sector 2 etc.');
  });

  test('loc_checks is the only switch: SmartBill billing off with loc_checks on still checks, the old Vitrina switch does nothing', async ({
    page,
  }) => {
    await open(page, checkoutWith({ vitrina_checkout: { location_check: '1' } }));
    await page.locator('#billing_state').selectOption('B');
    await page.locator('#billing_city').fill('Centru');
    await page.locator('#billing_city').blur();
    await expect(page.locator('#billing_city')).toHaveValue('Centru');
    await open(page, `${CHECKOUT}?smartbill=off&loc_checks=1`);
    await page.locator('#billing_state').selectOption('B');
    await page.locator('#billing_city').fill('Centru');
    await page.locator('#billing_city').blur();
    await expect(page.locator('#billing_city')).toHaveValue('');
  });
});

test('SmartBill billing off: no invoicing select, the plain company fields stay', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${CHECKOUT}?smartbill=off`);
  // No SmartBill field means no advisory message root: the mount marker is all there is to wait for.
  await expect(page.locator('form.checkout')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(page.locator('#smartbill_billing_type')).toHaveCount(0);
  await expect(row(page, 'billing_company')).toBeVisible();
  await page.locator('#ship-to-different-address-checkbox').check();
  await expect(row(page, 'shipping_company')).toBeVisible();
  await expectAxeClean(page, 'form.checkout', { allRules: true });
  expect(errors).toEqual([]);
});

test('SmartBill billing on but its script setting off (billing ""): the rows stay as printed', async ({ page }) => {
  // Without the host's pre-paint style, which follows the select whatever the setting says.
  await open(page, `${checkoutWith({ smartbill_billing: { billing: '', loc_checks: '' } })}&prepaint=off`);
  for (const id of ['smartbill_billing_cnp', 'billing_company', 'smartbill_billing_cif'])
    await expect(row(page, id)).toBeVisible();
  await page.locator('#smartbill_billing_type').selectOption('pj');
  await expect(row(page, 'smartbill_billing_cnp')).toBeVisible();
});
