import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { CHECKOUT, EDIT_ACCOUNT, LOGIN_PAGE, mountedOn, ORDERS, watchProblems } from '../support/account.ts';
import { chunksAfterPaint, recordLayoutShifts } from '../support/layout-shifts.ts';
import { resetShop } from '../support/fixture.ts';
import { addToCartOnServer, CHEAP_PRODUCT } from '../support/checkout.ts';

/** Spec §2.8: the show/hide toggle on every password field of the shop's forms, and the orders table. */
test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

const toggleOf = (page: Page, fieldId: string) =>
  page.locator(`#${fieldId} ~ .vitrina-password-toggle button.show-password-input`);

test('every password field gets a toggle inside span.password-input', async ({ page }) => {
  await page.goto(LOGIN_PAGE);
  for (const id of ['password', 'reg_password']) {
    await mountedOn(page, `#${id}`);
    await expect(page.locator(`span.password-input > #${id}`)).toHaveCount(1);
    await expect(toggleOf(page, id)).toHaveAccessibleName('Arată parola');
  }
  await page.goto(EDIT_ACCOUNT);
  for (const id of ['password_current', 'password_1', 'password_2']) {
    await mountedOn(page, `#${id}`);
    await expect(toggleOf(page, id)).toHaveAccessibleName('Arată parola');
  }
  // Checkout's field already sits in span.woocommerce-input-wrapper: WooCommerce marks that span instead of wrapping.
  // A shopper reaches the checkout with something in the cart (with none, its first refresh answers 'session expired').
  await addToCartOnServer(page, CHEAP_PRODUCT);
  await page.goto(CHECKOUT);
  await mountedOn(page, '#account_password');
  await expect(
    page.locator('p#account_password_field > span.woocommerce-input-wrapper.password-input > #account_password'),
  ).toHaveCount(1);
  await expect(toggleOf(page, 'account_password')).toHaveAttribute('aria-label', 'Arată parola');
});

test('a pointer press shows the password and focus stays in the field, the typing goes on', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(LOGIN_PAGE);
  await mountedOn(page, '#password');
  const field = page.locator('#password');
  await field.click();
  await page.keyboard.type('tainic');
  await toggleOf(page, 'password').click();
  await expect(field).toHaveAttribute('type', 'text');
  await expect(toggleOf(page, 'password')).toHaveAccessibleName('Ascunde parola');
  await expect(field).toBeFocused();
  await page.keyboard.type('123');
  await expect(field).toHaveValue('tainic123');
  await toggleOf(page, 'password').click();
  await expect(field).toHaveAttribute('type', 'password');
  await expect(field).toBeFocused();
  expect(problems).toEqual([]);
});

test('keyboard: Tab reaches the toggle after the field, Enter and Space switch it, the field posts as a password', async ({
  page,
}) => {
  await page.goto(LOGIN_PAGE);
  await mountedOn(page, '#password');
  await page.locator('#username').fill('ana');
  await page.locator('#password').fill('gresit');
  await page.locator('#password').press('Tab');
  await expect(toggleOf(page, 'password')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#password')).toHaveAttribute('type', 'text');
  await expect(toggleOf(page, 'password')).toHaveAccessibleName('Ascunde parola');
  await expect(toggleOf(page, 'password')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('#password')).toHaveAttribute('type', 'password');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#password')).toBeFocused();
  await page.keyboard.press('Enter');
  // The server's wrong-password answer; the username is kept.
  await expect(page.locator('.woocommerce-error')).toContainText(
    'Parola introdusă pentru utilizatorul ana nu este corectă.',
  );
  await expect(page.locator('#username')).toHaveValue('ana');
  await expect(page.locator('#password')).toHaveAttribute('type', 'password');
});

test('axe: login and register with a password shown', async ({ page }) => {
  await page.goto(LOGIN_PAGE);
  await mountedOn(page, '#password');
  await toggleOf(page, 'password').click();
  await expectAxeClean(page, '#customer_login');
});

test.describe('orders table on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('scrolls sideways inside its wrapper, the page does not, and nothing shifts', async ({ page }) => {
    const problems = watchProblems(page);
    // Shifts right after the shopper's own input (the arrow key scrolling the table) do not count, as in CLS.
    const shifts = await recordLayoutShifts(page);
    const widgetStarts = await chunksAfterPaint(page, ['orders-table']);
    const before = await (await page.request.get(ORDERS)).text();
    expect(before).not.toContain('touch-scroll-table');
    await page.goto(ORDERS);
    const since = await widgetStarts();
    await mountedOn(page, 'table.woocommerce-orders-table');
    const wrapper = page.locator('div.touch-scroll-table');
    await expect(wrapper.locator('> table.woocommerce-orders-table')).toHaveCount(1);
    const sizes = await wrapper.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.page).toBeLessThanOrEqual(sizes.view);
    await expect(wrapper).toHaveAttribute('tabindex', '0');
    await expect(wrapper).toHaveAccessibleName('Comenzile tale, derulează pe orizontală');
    await wrapper.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wrapper.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await shifts(since)).toBe(0);
    await expectAxeClean(page, '.woocommerce-MyAccount-content');
    expect(problems).toEqual([]);
  });
});

test('orders table on a wide screen: wrapped but not a scroll stop', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const shifts = await recordLayoutShifts(page);
  const widgetStarts = await chunksAfterPaint(page, ['orders-table']);
  await page.goto(ORDERS);
  const since = await widgetStarts();
  await mountedOn(page, 'table.woocommerce-orders-table');
  await expect(page.locator('div.touch-scroll-table')).not.toHaveAttribute('tabindex', '0');
  // Wrapping the table moves nothing; the page's own shifts while it was parsed (the table's rows,
  // the floating badge half-read) come before the widget's chunk is let go and are not the widget's.
  expect(await shifts(since)).toBe(0);
});
