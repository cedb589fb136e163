import { expect, test, type Page } from '@playwright/test';
import { settledUntouched } from '../support/settled.ts';
import { expectAxeClean } from '../support/axe.ts';
import { collectErrors, DESKTOP, hostReady } from '../support/theme.ts';

test.use({ viewport: DESKTOP });

const productsItem = (page: Page) =>
  page
    .locator('#header .header-nav li.menu-item-has-children')
    .filter({ has: page.locator(':scope > a[href="/produse/"]') });
const toggle = (page: Page) => productsItem(page).locator('button.nav-dropdown-toggle');
const submenu = (page: Page) => productsItem(page).locator('ul.sub-menu');

test('without JavaScript the parent links navigate and the sub-menu opens on hover (theme CSS)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#header button.nav-dropdown-toggle')).toHaveCount(0);
  await page.locator('#header a[href="/produse/"]').hover();
  await expect(page.locator('#header a[href="/produse/"] + ul.sub-menu')).toBeVisible();
  await page.locator('#header a[href="/produse/"]').click();
  await expect(page).toHaveURL(/\/produse\/$/);
  await context.close();
});

test('dropdowns are APG disclosures: a button per parent, aria-expanded, aria-controls', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await hostReady(page, '#header');
  await expect(page.locator('#header button.nav-dropdown-toggle')).toHaveCount(2);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toHaveAccessibleName('Submeniu Produse');
  const controls = await toggle(page).getAttribute('aria-controls');
  expect(await submenu(page).getAttribute('id')).toBe(controls);
  // The link keeps navigating and no longer claims a popup menu.
  await expect(productsItem(page).locator(':scope > a')).not.toHaveAttribute('aria-haspopup', /.*/);
  await expect(submenu(page)).toBeHidden();
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(submenu(page)).toBeVisible();
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(submenu(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test('keyboard path: Enter opens, ArrowDown enters, arrows move, Escape closes and returns focus', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await hostReady(page, '#header');
  await page.locator('#header a[href="/"].nav-top-link').focus();
  await page.keyboard.press('ArrowRight');
  await expect(productsItem(page).locator(':scope > a')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toggle(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const links = submenu(page).locator('a');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();
  await expect(submenu(page)).toBeHidden();
  // Tabbing out of an open sub-menu closes it.
  await page.keyboard.press('Enter');
  await expect(submenu(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await links.last().focus();
  await page.keyboard.press('Tab');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('hover opens with the pointer, leaving closes; one sub-menu at a time; a click outside closes', async ({
  page,
}) => {
  await page.goto('/');
  await hostReady(page, '#header');
  await productsItem(page).locator(':scope > a').hover();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.locator('#logo a').hover();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await toggle(page).click();
  const blogToggle = page.locator('#header button.nav-dropdown-toggle[aria-label="Submeniu Blog"]');
  await blogToggle.click();
  await expect(blogToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(blogToggle).toHaveAttribute('aria-expanded', 'false');
});

test('axe: header with a sub-menu open is clean', async ({ page }) => {
  await page.goto('/');
  await hostReady(page, '#header');
  await toggle(page).click();
  await expectAxeClean(page, '#header');
});

test('sticky header: stuck past the header without moving the content, back at the top', async ({ page }) => {
  await page.goto('/produse/');
  await hostReady(page, '#header');
  const wrapper = page.locator('#header .header-wrapper');
  await expect(wrapper).not.toHaveClass(/\bstuck\b/);
  const before = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(wrapper).toHaveClass(/\bstuck\b/);
  await expect(wrapper).toBeInViewport();
  const after = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
  expect(after).toBe(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(wrapper).not.toHaveClass(/\bstuck\b/);
});

test('hide-on-scroll variant: hidden while scrolling down, back when scrolling up', async ({ page }) => {
  await page.goto('/produse/?sticky=hide-on-scroll');
  await hostReady(page, '#header');
  // Widgets still mounting above the viewport change its height, and the browser's scroll anchoring
  // then moves the page by itself (down, which hides the header): scroll once all have settled.
  await settledUntouched(page);
  const wrapper = page.locator('#header .header-wrapper');
  // The header reads the scroll once a frame; two scrolls in one frame are one move (400 → 700
  // reads as down). A shopper's scrolls are frames apart, so each step here lets two frames pass.
  const scrollTo = (y: number) =>
    page.evaluate((top) => {
      window.scrollTo(0, top);
      return new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    }, y);
  await scrollTo(0);
  await expect(wrapper).not.toHaveClass(/\bstuck\b/);
  await scrollTo(400);
  await expect(wrapper).toHaveClass(/\bstuck\b/);
  await scrollTo(900);
  await expect(wrapper).toHaveClass(/sticky-hide-on-scroll--active/);
  await scrollTo(700);
  await expect(wrapper).not.toHaveClass(/sticky-hide-on-scroll--active/);
  await expect(wrapper).toHaveClass(/\bstuck\b/);
});

test('back-to-top: hidden at the top, shown after a screen, scrolls up and moves focus to the start', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/produse/');
  await hostReady(page, 'a.back-to-top');
  const button = page.locator('a.back-to-top');
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(button).toHaveClass(/\bactive\b/);
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.skip-link')).toBeFocused();
  await expect(button).not.toHaveClass(/\bactive\b/);
  expect(errors).toEqual([]);
});

test('back-to-top scrolls over the theme’s 500 ms (page clock): still moving before, at the top when the time is up', async ({
  page,
}) => {
  // A returning shopper: the first visit's cookie bar sits over the button until it closes on a scroll it may
  // not have heard yet (its wiring comes at idle, which the page clock can hold back).
  await page.context().addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
  await page.clock.install();
  await page.goto('/produse/');
  await hostReady(page, 'a.back-to-top');
  const button = page.locator('a.back-to-top');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(button).toHaveClass(/\bactive\b/);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await button.click();
  await page.clock.runFor(250);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.clock.runFor(260);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
