import { expect, test, type Page } from '@playwright/test';
import {
  addOnServer,
  LISTING,
  LISTING_IDS,
  listingButton,
  PLAIN_PAGE,
  resetShop,
  SIMPLE_IDS,
} from '../support/cart.ts';
import { expectFocusNotLost } from '../support/focus.ts';
import { expectAxeClean } from '../support/axe.ts';
import { collectErrors, DESKTOP } from '../support/theme.ts';

// Issue 35: the header mini-cart opens and closes from the keyboard as Flatsome's header dropdowns
// do, on pages carrying the theme's rule (`.nav-dropdown` shown only inside `li.current-dropdown`).
test.use({ viewport: DESKTOP });

const cartItem = (page: Page) => page.locator('#header li.cart-item.has-dropdown');
const cartLink = (page: Page) => cartItem(page).locator(':scope > a.header-cart-link');
const dropdown = (page: Page) => cartItem(page).locator(':scope > ul.nav-dropdown');
const accountLink = (page: Page) => page.locator('#header a[title="Contul meu"]');

async function headerReady(page: Page): Promise<void> {
  await expect(page.locator('#header')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
}

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

test('focus opens the mini-cart with its items reachable; Escape closes it and keeps focus on the cart link', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await addOnServer(page, SIMPLE_IDS[0]);
  await page.goto(PLAIN_PAGE);
  await headerReady(page);
  await expect(dropdown(page)).toBeHidden();
  // The shopper tabs from the account link onto the cart.
  await accountLink(page).focus();
  await page.keyboard.press('Tab');
  await expect(cartLink(page)).toBeFocused();
  await expect(cartItem(page)).toHaveClass(/\bcurrent-dropdown\b/);
  await expect(cartLink(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown(page).locator('.woocommerce-mini-cart-item')).toBeVisible();
  await expect(cartLink(page)).toHaveAttribute(
    'aria-controls',
    (await dropdown(page).getAttribute('id')) ?? 'missing id',
  );
  // Its items are next in the Tab order.
  await page.keyboard.press('Tab');
  expect(await dropdown(page).evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
  await expectFocusNotLost(page, 'after Tab into the mini-cart');
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toBeHidden();
  await expect(cartLink(page)).toBeFocused();
  await expect(cartLink(page)).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('Space reopens it, ArrowDown moves into it, arrows walk it; axe finds nothing on the open mini-cart', async ({
  page,
}) => {
  await addOnServer(page, SIMPLE_IDS[0]);
  await addOnServer(page, SIMPLE_IDS[1]);
  await page.goto(PLAIN_PAGE);
  await headerReady(page);
  await accountLink(page).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toBeHidden();
  await page.keyboard.press('Space');
  await expect(dropdown(page)).toBeVisible();
  await expect(cartLink(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(dropdown(page)).toBeVisible();
  const controls = dropdown(page).locator('a[href]');
  await expect(controls.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(controls.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(controls.last()).toBeFocused();
  await expect(controls.last()).toHaveText('Finalizează comanda');
  await expectAxeClean(page, '#header');
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toBeHidden();
  await expect(cartLink(page)).toBeFocused();
  await expectFocusNotLost(page, 'after Escape in the mini-cart');
});

test('Enter on the cart link still goes to the cart page, as in Flatsome', async ({ page }) => {
  await page.goto(PLAIN_PAGE);
  await headerReady(page);
  await accountLink(page).focus();
  await page.keyboard.press('Tab');
  await expect(cartLink(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cos\/$/);
});

test("hover opens it the theme's way (current-dropdown), leaving closes it", async ({ page }) => {
  await addOnServer(page, SIMPLE_IDS[0]);
  await page.goto(PLAIN_PAGE);
  await headerReady(page);
  await cartLink(page).hover();
  await expect(cartItem(page)).toHaveClass(/\bcurrent-dropdown\b/);
  await expect(dropdown(page).locator('.woocommerce-mini-cart-item')).toBeVisible();
  await page.locator('#logo a').hover();
  await expect(dropdown(page)).toBeHidden();
});

test('Escape dismisses the reveal after an add, even with the pointer resting on it, and focus stays on the add button', async ({
  page,
}) => {
  await page.goto(LISTING);
  const button = listingButton(page, LISTING_IDS[0]);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(cartItem(page)).toHaveClass(/\bcurrent-dropdown\b/);
  // The pointer on the cart keeps the reveal open past its 5 s (spec §4.1), so what closes it below is Escape.
  await cartLink(page).hover();
  await expect(dropdown(page).locator('.woocommerce-mini-cart-item')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartItem(page)).not.toHaveClass(/\bcurrent-dropdown\b/);
  await expect(dropdown(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expectFocusNotLost(page, 'after Escape on the reveal');
});

test('fresh fragments landing while focus is inside the mini-cart keep it open, with focus on the same link', async ({
  page,
}) => {
  await addOnServer(page, SIMPLE_IDS[0]);
  // A first visit has no cached fragments, so the page asks for them; the answer waits until focus is inside.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/wc-ajax=get_refreshed_fragments/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PLAIN_PAGE);
  await headerReady(page);
  await accountLink(page).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
  const before = await focusedHref();
  expect(before).not.toBeNull();
  await page.evaluate(() =>
    document
      .querySelectorAll('.widget_shopping_cart_content')
      .forEach((content) => content.setAttribute('data-fragment-probe', '')),
  );
  const answered = page.waitForResponse(/wc-ajax=get_refreshed_fragments/);
  release();
  await answered;
  // The fragment was swapped: its old list is gone from the page.
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-fragment-probe]').length)).toBe(0);
  await expect(dropdown(page)).toBeVisible();
  expect(await dropdown(page).evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
  expect(await focusedHref()).toBe(before);
  await expectFocusNotLost(page, 'after the fragments were replaced');
});
