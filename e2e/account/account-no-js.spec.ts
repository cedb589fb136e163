import { expect, test } from '@playwright/test';
import {
  EDIT_ACCOUNT,
  LOGIN_PAGE,
  LOST_PASSWORD,
  ORDERS,
  RESET_PASSWORD,
  STRONG_PASSWORD,
  WEAK_ERROR,
} from '../support/account.ts';
import { resetShop } from '../support/fixture.ts';

/** Without JavaScript the account forms post natively and the server gives every answer. */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

test('login with a wrong password: the error, the username kept', async ({ page }) => {
  await page.goto(LOGIN_PAGE);
  await page.locator('#username').fill('ana');
  await page.locator('#password').fill('gresit');
  await page.locator('button[name="login"]').click();
  await expect(page.locator('.woocommerce-error')).toContainText(
    'Parola introdusă pentru utilizatorul ana nu este corectă.',
  );
  await expect(page.locator('#username')).toHaveValue('ana');
});

test('register with a weak password: the error, the e-mail kept; a strong one registers', async ({ page }) => {
  await page.goto(LOGIN_PAGE);
  await page.locator('#reg_email').fill('ana@example.ro');
  await page.locator('#reg_password').fill('parola');
  await page.locator('button[name="register"]').click();
  await expect(page.locator('.woocommerce-error')).toContainText(WEAK_ERROR);
  await expect(page.locator('#reg_email')).toHaveValue('ana@example.ro');
  await page.locator('#reg_password').fill(STRONG_PASSWORD);
  await page.locator('button[name="register"]').click();
  await expect(page.locator('.woocommerce-MyAccount-content')).toContainText('Salut ana@example.ro');
});

test('edit account: mismatch and weak answers keep the details; a good change saves', async ({ page }) => {
  await page.goto(EDIT_ACCOUNT);
  await page.locator('#account_first_name').fill('Ioana');
  await page.locator('#password_current').fill('veche');
  await page.locator('#password_1').fill(STRONG_PASSWORD);
  await page.locator('#password_2').fill('altceva');
  await page.locator('button[name="save_account_details"]').click();
  await expect(page.locator('.woocommerce-error')).toContainText('Parolele noi nu se potrivesc.');
  await expect(page.locator('#account_first_name')).toHaveValue('Ioana');
  await page.locator('#password_current').fill('veche');
  await page.locator('#password_1').fill('abc');
  await page.locator('#password_2').fill('abc');
  await page.locator('button[name="save_account_details"]').click();
  await expect(page.locator('.woocommerce-error')).toContainText(WEAK_ERROR);
  await page.locator('#password_current').fill('veche');
  await page.locator('#password_1').fill(STRONG_PASSWORD);
  await page.locator('#password_2').fill(STRONG_PASSWORD);
  await page.locator('button[name="save_account_details"]').click();
  await expect(page.locator('.woocommerce-message')).toContainText('Detaliile contului au fost modificate cu succes.');
});

test('lost and reset password: the e-mail is sent; the reset refuses a mismatch and a weak password', async ({
  page,
}) => {
  await page.goto(LOST_PASSWORD);
  await page.locator('#user_login').fill('ana');
  await page.locator('form.lost_reset_password button[type="submit"]').click();
  await expect(page.locator('.woocommerce-message')).toContainText('Un email pentru resetarea parolei a fost trimis');
  await page.goto(RESET_PASSWORD);
  await page.locator('#password_1').fill(STRONG_PASSWORD);
  await page.locator('#password_2').fill('altceva');
  await page.locator('form.lost_reset_password button[type="submit"]').click();
  await expect(page.locator('.woocommerce-error')).toContainText('Te rog introdu aceeași parolă nouă de două ori.');
  await page.locator('#password_1').fill('abc');
  await page.locator('#password_2').fill('abc');
  await page.locator('form.lost_reset_password button[type="submit"]').click();
  await expect(page.locator('.woocommerce-error')).toContainText(WEAK_ERROR);
  await page.locator('#password_1').fill(STRONG_PASSWORD);
  await page.locator('#password_2').fill(STRONG_PASSWORD);
  await page.locator('form.lost_reset_password button[type="submit"]').click();
  await expect(page.locator('.woocommerce-message')).toContainText('Parola ta a fost resetată cu succes.');
});

test('the orders table shows every order with its actions', async ({ page }) => {
  await page.goto(ORDERS);
  await expect(page.locator('table.woocommerce-orders-table tbody tr')).toHaveCount(4);
  await expect(page.locator('a.button.pay')).toHaveText('Plătește');
  await page.locator('a.button.view').first().click();
  await expect(page.locator('mark.order-number')).toHaveText('10042');
});
