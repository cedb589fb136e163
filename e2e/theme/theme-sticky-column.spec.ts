import { expect, test, type Page } from '@playwright/test';
import { addToCartOnServer, CHEAP_PRODUCT, CHECKOUT, openCheckout } from '../support/checkout.ts';
import { collectErrors, DESKTOP, PHONE } from '../support/theme.ts';

/** The fixture shop prints `flatsomeVars.sticky_height = 70`: sticky columns keep 70 + 30 px from the top. */
const OFFSET = 100;
const column = (page: Page) => page.locator('.is-sticky-column').first();
const box = async (page: Page) => (await column(page).boundingBox())!;
const off = (path: string) =>
  `${path}?vitrina-config=${encodeURIComponent(JSON.stringify({ widgets: { 'sticky-column': false } }))}`;
const placed = (page: Page) => expect(column(page)).toHaveCSS('position', 'sticky', { timeout: 15_000 });

test.use({ viewport: DESKTOP });

test.describe('checkout: an order summary that fits the screen', () => {
  // With WooCommerce's sheets the summary is about 790 px tall, its floated Place order button
  // (woocommerce-layout.css `#payment #place_order { float: right }`) included: it fits a 1000 px screen.
  test.use({ viewport: { width: DESKTOP.width, height: 1000 } });
  test.beforeEach(async ({ page }) => addToCartOnServer(page, CHEAP_PRODUCT));

  test('stays sticky_height + 30 px from the top while the billing form scrolls by', async ({ page }) => {
    const errors = collectErrors(page);
    await openCheckout(page);
    await placed(page);
    expect((await box(page)).height).toBeLessThan(1000 - OFFSET);
    // The sticky box holds its floated button: what sticks is the whole summary.
    const button = (await page.locator('#place_order').boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual((await box(page)).y + (await box(page)).height + 1);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => Math.round((await box(page)).y)).toBe(OFFSET);
    expect(errors).toEqual([]);
  });

  test("the offset follows the page's sticky_height", async ({ page }) => {
    await openCheckout(
      page,
      `${CHECKOUT}?vitrina-config=${encodeURIComponent(JSON.stringify({ globals: { flatsomeVars: { sticky_height: 40 } } }))}`,
    );
    await placed(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => Math.round((await box(page)).y)).toBe(70);
  });

  test('without the widget the summary scrolls away with the page', async ({ page }) => {
    await openCheckout(page, off(CHECKOUT));
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(Math.round((await box(page)).y)).not.toBe(OFFSET);
  });
});

test('shop: a filter sidebar taller than the screen sticks by its bottom, so its end can be reached', async ({
  page,
}) => {
  await page.goto('/produse/');
  await placed(page);
  expect((await box(page)).height).toBeGreaterThan(DESKTOP.height);
  await page.mouse.wheel(0, 1500);
  await expect
    .poll(async () => {
      const { y, height } = await box(page);
      return Math.round(y + height);
    })
    .toBe(DESKTOP.height);
});

test('below 850 px the columns stack and nothing sticks', async ({ page }) => {
  await addToCartOnServer(page, CHEAP_PRODUCT);
  await page.setViewportSize(PHONE);
  await openCheckout(page);
  await expect(column(page)).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(column(page)).not.toHaveCSS('position', 'sticky');
  // Back on a large screen it sticks again.
  await page.setViewportSize(DESKTOP);
  await placed(page);
});
