import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { collectErrors, hostReady, PHONE } from '../support/theme.ts';

test.use({ viewport: PHONE });

const opener = (page: Page) => page.locator('[data-open="#main-menu"]');
const dialog = (page: Page) => page.locator('dialog.mobile-sidebar-dialog');
const menuTab = (page: Page) => dialog(page).locator('[data-tab="1"]');

async function openMenu(page: Page): Promise<void> {
  await page.goto('/');
  await hostReady(page, '#main-menu');
  await opener(page).click();
  await expect(dialog(page)).toBeVisible();
}

test('without JavaScript the menu stays hidden and the page works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#main-menu')).toBeHidden();
  await expect(page.locator('ul.products li.product').first()).toBeVisible();
  await context.close();
});

test('opens as a modal off-canvas dialog named by the theme, and closes back to the opener', async ({ page }) => {
  const errors = collectErrors(page);
  await openMenu(page);
  await expect(dialog(page)).toHaveAccessibleName('Meniu principal');
  await expect(dialog(page)).toHaveClass(/vitrina-off-canvas--left/);
  await expect(opener(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog(page).locator('#main-menu')).toBeVisible();
  await expect(dialog(page).locator('input[name="s"]')).toBeVisible();
  await expect(page.locator('#wrapper')).toHaveJSProperty('inert', true);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
  await expect(opener(page)).toHaveAttribute('aria-expanded', 'false');
  // The server markup is back where it was, hidden again.
  await expect(page.locator('body > #main-menu.mfp-hide')).toHaveCount(1);
  await opener(page).click();
  await dialog(page).locator('.vitrina-dialog-close').click();
  await expect(dialog(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('keyboard path: sliding levels with focus moved into each level and back', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await hostReady(page, '#main-menu');
  await opener(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  const products = menuTab(page)
    .locator(':scope > li.menu-item-has-children')
    .filter({ has: page.locator(':scope > a[href="/produse/"]') });
  const openProducts = products.locator(':scope > .nav-slide-toggle-slot button');
  await expect(openProducts).toHaveAccessibleName('Deschide Produse');
  await expect(openProducts).toHaveAttribute('aria-expanded', 'false');
  await openProducts.focus();
  await page.keyboard.press('Enter');
  const back = products.locator(':scope > ul > li.nav-slide-header button');
  await expect(back).toBeFocused();
  await expect(openProducts).toHaveAttribute('aria-expanded', 'true');
  await expect(products.locator(':scope > ul.sub-menu')).toBeVisible();
  await expect(menuTab(page).locator(':scope > li > a[href="/contact/"]')).toBeHidden();
  // A second level (a category with sub-categories).
  const nested = products.locator(':scope > ul > li.menu-item-has-children').first();
  const openNested = nested.locator(':scope > .nav-slide-toggle-slot button');
  await openNested.focus();
  await page.keyboard.press('Enter');
  const nestedBack = nested.locator(':scope > ul > li.nav-slide-header button');
  await expect(nestedBack).toBeFocused();
  await expect(nested.locator(':scope > ul.sub-menu > li > a').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(openNested).toBeFocused();
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(openProducts).toBeFocused();
  await expect(menuTab(page).locator(':scope > li > a[href="/contact/"]')).toBeVisible();
  // Tab stays inside the dialog.
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  }
  expect(errors).toEqual([]);
});

test('menu tabs: APG tabs switch between the menu and the categories', async ({ page }) => {
  await openMenu(page);
  const tabs = dialog(page).locator('[role="tab"]');
  await expect(tabs).toHaveCount(2);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(menuTab(page)).toBeVisible();
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(dialog(page).locator('[data-tab="2"]')).toBeVisible();
  await expect(menuTab(page)).toBeHidden();
  await tabs.first().click();
  await expect(menuTab(page)).toBeVisible();
});

test('axe: menu open, and a sub-level open, are clean', async ({ page }) => {
  await openMenu(page);
  await expectAxeClean(page, 'dialog.mobile-sidebar-dialog');
  await menuTab(page).locator('.nav-slide-toggle').first().click();
  await expectAxeClean(page, 'dialog.mobile-sidebar-dialog');
});
