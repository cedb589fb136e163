import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { addToCartOnServer, CHEAP_PRODUCT, CHECKOUT, widgetMounted } from '../support/checkout.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/** checkout.js's inline validation (legacy-contracts §4 behaviour 4), in the checkout-invoicing widget. */
const row = (page: Page, id: string) => page.locator(`#${id}_field`);

async function open(page: Page, path = CHECKOUT): Promise<void> {
  await page.goto(path);
  await widgetMounted(page, 'form.checkout');
}

failOnPageErrors({ watch: { consoleErrors: true }, prepare: (page) => addToCartOnServer(page, CHEAP_PRODUCT) });

test('a required field left empty is invalid; typing clears the state, leaving it filled validates it', async ({
  page,
}) => {
  await open(page);
  const field = page.locator('#billing_first_name');
  await field.focus();
  await page.keyboard.press('Tab');
  await expect(row(page, 'billing_first_name')).toHaveClass(/\bwoocommerce-invalid\b/);
  await expect(row(page, 'billing_first_name')).toHaveClass(/\bwoocommerce-invalid-required-field\b/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'form.checkout', { allRules: true });

  await field.focus();
  await page.keyboard.type('A');
  await expect(row(page, 'billing_first_name')).not.toHaveClass(/woocommerce-invalid|woocommerce-validated/);
  await expect(field).not.toHaveAttribute('aria-invalid');
  await page.keyboard.type('na');
  await page.keyboard.press('Tab');
  await expect(row(page, 'billing_first_name')).toHaveClass(/\bwoocommerce-validated\b/);
  await expect(field).not.toHaveAttribute('aria-invalid');
  // An optional field is not judged.
  await page.locator('#billing_address_2').focus();
  await page.keyboard.press('Tab');
  await expect(row(page, 'billing_address_2')).not.toHaveClass(/woocommerce-invalid|woocommerce-validated/);
});

test('e-mail and phone rows check their format; only classes, no new text', async ({ page }) => {
  await open(page);
  const before = await page.locator('form.checkout').innerText();
  await page.locator('#billing_email').fill('ana@exemplu');
  await page.keyboard.press('Tab');
  await expect(row(page, 'billing_email')).toHaveClass(/\bwoocommerce-invalid-email\b/);
  await expect(page.locator('#billing_email')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#billing_phone').fill('0722 ABC 456');
  await page.keyboard.press('Tab');
  await expect(row(page, 'billing_phone')).toHaveClass(/\bwoocommerce-invalid-phone\b/);
  await expect(row(page, 'billing_phone')).not.toHaveClass(/required-field/);
  // The phone's description slides away once the field is left (250 ms, §9): then no new text is left.
  await expect.poll(() => page.locator('form.checkout').innerText()).toBe(before);

  await page.locator('#billing_email').fill('ana.popescu@exemplu.ro');
  await page.keyboard.press('Tab');
  await expect(row(page, 'billing_email')).toHaveClass(/\bwoocommerce-validated\b/);
  await page.locator('#billing_phone').fill('+40 (722) 123-456');
  await page.keyboard.press('Tab');
  await expect(row(page, 'billing_phone')).toHaveClass(/\bwoocommerce-validated\b/);
  await expect(page.locator('#billing_phone')).not.toHaveAttribute('aria-invalid');
});

test('the terms checkbox by keyboard: unticked is a missing required field', async ({ page }) => {
  await open(page);
  await widgetMounted(page, '#order_review');
  const terms = page.locator('#terms');
  const termsRow = page.locator('p.form-row.validate-required').filter({ has: terms });
  await terms.focus();
  await page.keyboard.press(' ');
  await expect(terms).toBeChecked();
  await expect(termsRow).toHaveClass(/\bwoocommerce-validated\b/);
  await page.keyboard.press(' ');
  await expect(termsRow).toHaveClass(/\bwoocommerce-invalid-required-field\b/);
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
});

test('with jQuery: a validate triggered by other code judges the field', async ({ page }) => {
  await open(page, `${CHECKOUT}?with-jquery=1`);
  await page.evaluate(() =>
    (window as unknown as { jQuery: (s: string) => { trigger: (n: string) => void } })
      .jQuery('#billing_last_name')
      .trigger('validate'),
  );
  await expect(row(page, 'billing_last_name')).toHaveClass(/\bwoocommerce-invalid-required-field\b/);
  await expect(page.locator('#billing_last_name')).toHaveAttribute('aria-invalid', 'true');
});
