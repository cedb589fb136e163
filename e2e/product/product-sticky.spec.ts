import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { hostReady, SIMPLE } from '../support/product.ts';

test('the sticky bar appears once the add-to-cart area is fully above the viewport, without moving the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 600 });
  await page.goto(SIMPLE.path);
  await hostReady(page, '.sticky-add-to-cart-wrapper');
  const bar = page.locator('.sticky-add-to-cart');
  await expect(bar).not.toHaveClass(/sticky-add-to-cart--active/);
  const below = page.locator('.product_meta');
  const wrapper = page.locator('.sticky-add-to-cart-wrapper');
  const before = await below.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const wrapperHeight = await wrapper.evaluate((element) => element.getBoundingClientRect().height);

  // Partly out of view: not yet.
  await wrapper.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 5));
  await page.waitForTimeout(200); // lets an (unwanted) observer callback land before the check
  await expect(bar).not.toHaveClass(/sticky-add-to-cart--active/);

  await wrapper.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY + 40));
  await expect(bar).toHaveClass(/sticky-add-to-cart--active/);
  await expect(bar).toHaveCSS('position', 'fixed');
  await expect(bar).toBeInViewport();
  await expect(bar).toHaveAttribute('role', 'region');
  await expect(bar).toHaveAttribute('aria-label', 'Adaugă în coș');
  expect(await below.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(before);
  // The wrapper holds the bar's space (its height may include the form margin that used to collapse through it).
  expect(await wrapper.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(
    wrapperHeight,
  );
  await expectAxeClean(page, '.sticky-add-to-cart');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).not.toHaveClass(/sticky-add-to-cart--active/);
  await expect(bar).not.toHaveCSS('position', 'fixed');
});
