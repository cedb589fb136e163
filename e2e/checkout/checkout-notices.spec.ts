import { expect, test, type Page } from '@playwright/test';
import { resetShop } from '../support/fixture.ts';
import { addToCartOnServer, CHEAP_PRODUCT, fillBilling, openCheckout } from '../support/checkout.ts';

/**
 * §9 Notices, as woocommerce.js `$.scroll_to_notices` and its notice focus: the page scrolls so the
 * checkout errors sit 100 px under the top (not centred) over 1 s, and they take focus after 500 ms.
 * The page clock stands still, so the test moves time itself.
 */
const notices = (page: Page) => page.locator('.woocommerce-NoticeGroup-checkout');

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await addToCartOnServer(page, CHEAP_PRODUCT);
});

test('checkout errors: scrolled to 100 px under the top over 1 s, focused after 500 ms', async ({ page }) => {
  await page.clock.install();
  await openCheckout(page);
  await fillBilling(page, { billing_email: '' });
  await page.locator('#place_order').scrollIntoViewIfNeeded();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const scrolledFrom = await page.evaluate(() => window.scrollY);
  await page.locator('#place_order').click();
  await expect(notices(page).locator('li')).not.toHaveCount(0);
  await page.clock.runFor(499);
  await expect(notices(page)).not.toBeFocused();
  await page.clock.runFor(1);
  await expect(notices(page)).toBeFocused();
  // Half-way through the 1 s scroll, the page is still moving; at the end the notices sit at 100 px.
  expect(await page.evaluate(() => window.scrollY)).not.toBe(scrolledFrom);
  await page.clock.runFor(600);
  await expect
    .poll(() => notices(page).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(100);
});

test('a press begun while the page scrolls to the errors stops the scroll, so it ends where it began: a click', async ({
  page,
}) => {
  await page.clock.install();
  await openCheckout(page);
  await fillBilling(page, { billing_email: '' });
  await page.locator('#place_order').scrollIntoViewIfNeeded();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  let placed = 0;
  page.on('request', (request) => (placed += request.url().includes('wc-ajax=checkout') ? 1 : 0));
  await page.locator('#place_order').click();
  await expect(notices(page).locator('li')).not.toHaveCount(0);
  await page.clock.runFor(100);
  // The shopper presses the button again while the page is still on its way up, and holds it a moment.
  const box = await page.locator('#place_order').boundingBox();
  if (!box) throw new Error('the place-order button is not drawn');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const pressedAt = await page.evaluate(() => window.scrollY);
  await page.clock.runFor(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(pressedAt);
  await page.mouse.up();
  await expect.poll(() => placed).toBe(2);
});

test('a field description slides open on focus (250 ms) and shut on Escape', async ({ page }) => {
  // The slide's duration is read where it is asked for, not timed.
  await page.addInitScript(() => {
    const animate = Element.prototype.animate;
    const durations: unknown[] = [];
    Object.assign(window, { __slideDurations: durations });
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (this.matches('span.description')) durations.push(typeof options === 'object' ? options.duration : options);
      return animate.call(this, keyframes, options);
    };
  });
  await openCheckout(page);
  const description = page.locator('#billing_phone-description');
  await expect(description).toBeHidden();
  await page.locator('#billing_phone').focus();
  await expect(description).toBeVisible();
  await expect(description).toHaveAttribute('aria-hidden', 'false');
  // The slide runs for the §9 250 ms.
  expect(await page.evaluate(() => (window as unknown as { __slideDurations: unknown[] }).__slideDurations)).toEqual([
    250,
  ]);
  await page.keyboard.press('Escape');
  await expect(description).toHaveAttribute('aria-hidden', 'true');
  await expect(description).toBeHidden();
  await page.locator('#billing_phone').click();
  await expect(description).toBeVisible();
  await page.locator('h3').first().click();
  await expect(description).toBeHidden();
});
