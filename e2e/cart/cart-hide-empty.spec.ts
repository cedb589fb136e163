import { expect, test, type Page } from '@playwright/test';
import { cartReadyUntouched, headerItems, openHeaderCart } from '../support/cart.ts';
import { fixtureSession, resetShop } from '../support/fixture.ts';

/**
 * §2.6 "hide when empty": `?hide-empty-cart=1` makes the fixture print the header mini-cart as
 * WC_Widget_Cart does with that setting (content wrapped in `.hide_cart_widget_if_empty`).
 */
const LISTING = '/produse/?hide-empty-cart=1';
const widgetBox = (page: Page) => page.locator('li.cart-item li.widget_shopping_cart');

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

test('hidden while the cart is empty, shown as soon as an add begins (before its answer), hidden again after removing the last item', async ({
  page,
}) => {
  await page.goto(LISTING);
  await cartReadyUntouched(page);
  await expect(widgetBox(page).locator('.hide_cart_widget_if_empty')).toHaveCount(1);
  await expect(widgetBox(page)).toHaveCSS('display', 'none');

  // The add's answer is held until the widget has been seen shown.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent = false;
  await page.route('**/?wc-ajax=add_to_cart', async (route) => {
    sent = true;
    await held;
    await route.continue();
  });
  const button = page.locator('.products .add_to_cart_button.ajax_add_to_cart[data-vitrina-state]').first();
  await button.click();
  await expect.poll(() => sent).toBe(true);
  await expect(button).toHaveClass(/loading/);
  await expect(widgetBox(page)).not.toHaveCSS('display', 'none');
  release();
  await expect(button).toHaveClass(/added/);
  await expect(widgetBox(page)).not.toHaveCSS('display', 'none');
  await expect(headerItems(page)).toHaveCount(1);

  await openHeaderCart(page);
  await headerItems(page).locator('.remove_from_cart_button').click();
  await expect(widgetBox(page)).toHaveCSS('display', 'none');
  expect((await fixtureSession(page)).cart).toEqual([]);
});

test('a cart with items at load: the widget shows from the start', async ({ page }) => {
  await page.goto(LISTING);
  await cartReadyUntouched(page);
  await page.locator('.products .add_to_cart_button.ajax_add_to_cart[data-vitrina-state]').first().click();
  await expect(headerItems(page)).toHaveCount(1);
  await page.goto(LISTING);
  await cartReadyUntouched(page);
  // The hiding starts when the header cart is seen (its light half), with no touch.
  await expect(page.locator('li.cart-item[data-vitrina-light]')).toHaveCount(1);
  await expect(widgetBox(page)).not.toHaveCSS('display', 'none');
});
