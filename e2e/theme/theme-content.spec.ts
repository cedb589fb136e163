import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { collectErrors, DESKTOP, hostReady } from '../support/theme.ts';

test.use({ viewport: DESKTOP });

const PAGE = '/despre-noi/';
const tab = (page: Page, slug: string) => page.locator(`.tabbed-content a[href="#tab_${slug}"]`);
const panel = (page: Page, slug: string) => page.locator(`#tab_${slug}`);
const title = (page: Page, slug: string) =>
  page.locator(`.accordion a.accordion-title[href="#accordion-item-${slug}"]`);
const inner = (page: Page, slug: string) =>
  page.locator(`.accordion-item:has(> a[href="#accordion-item-${slug}"]) > .accordion-inner`);

async function expectTab(page: Page, slug: string): Promise<void> {
  await expect(tab(page, slug)).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, slug)).toBeVisible();
  await expect(page.locator('.tabbed-content [role="tabpanel"]:visible')).toHaveCount(1);
}

test('without JavaScript every tab panel and accordion answer is readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  for (const slug of ['livrare', 'retur', 'plata']) await expect(panel(page, slug)).toBeVisible();
  for (const slug of ['cat-dureaza-livrarea', 'cum-platesc']) await expect(inner(page, slug)).toBeVisible();
  await context.close();
});

test('tabs: the server-active tab opens first; APG roles and keyboard; choosing writes the hash', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(PAGE);
  await hostReady(page, '.tabbed-content');
  await expect(page.locator('.tabbed-content ul.nav')).toHaveAttribute('role', 'tablist');
  await expectTab(page, 'livrare');
  await expect(panel(page, 'livrare')).toHaveAttribute(
    'aria-labelledby',
    (await tab(page, 'livrare').getAttribute('id'))!,
  );
  await tab(page, 'livrare').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'retur')).toBeFocused();
  await expectTab(page, 'retur');
  expect(new URL(page.url()).hash).toBe('#tab_retur');
  await page.keyboard.press('End');
  await expectTab(page, 'plata');
  await page.keyboard.press('ArrowRight');
  await expectTab(page, 'livrare');
  await tab(page, 'plata').click();
  await expectTab(page, 'plata');
  expect(new URL(page.url()).hash).toBe('#tab_plata');
  // Choosing a tab replaces the hash; Back leaves the page instead of stepping through tabs.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  expect(errors).toEqual([]);
});

for (const hash of ['#tab_retur', '#tab-retur']) {
  test(`tabs: the URL ${hash} opens that tab`, async ({ page }) => {
    await page.goto(`${PAGE}${hash}`);
    await hostReady(page, '.tabbed-content');
    await expectTab(page, 'retur');
  });
}

test('tabs and accordion follow a hash change on the same page', async ({ page }) => {
  await page.goto(PAGE);
  await hostReady(page, '.tabbed-content');
  await hostReady(page, '.accordion');
  await page.evaluate(() => (location.hash = '#tab_plata'));
  await expectTab(page, 'plata');
  await page.evaluate(() => (location.hash = '#accordion-item-cum-platesc'));
  await expect(title(page, 'cum-platesc')).toHaveAttribute('aria-expanded', 'true');
});

test('accordion: all closed (rel=0), Enter and Space toggle, one open at a time, hash written', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(PAGE);
  await hostReady(page, '.accordion');
  const slugs = ['cat-dureaza-livrarea', 'pot-schimba-marimea', 'cum-platesc'];
  for (const slug of slugs) {
    await expect(title(page, slug)).toHaveAttribute('aria-expanded', 'false');
    await expect(title(page, slug)).toHaveAttribute('role', 'button');
    await expect(inner(page, slug)).toBeHidden();
  }
  await title(page, slugs[0]!).focus();
  await page.keyboard.press('Enter');
  await expect(title(page, slugs[0]!)).toHaveAttribute('aria-expanded', 'true');
  await expect(inner(page, slugs[0]!)).toBeVisible();
  expect(new URL(page.url()).hash).toBe(`#accordion-item-${slugs[0]}`);
  await page.keyboard.press('ArrowDown');
  await expect(title(page, slugs[1]!)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(inner(page, slugs[1]!)).toBeVisible();
  await expect(inner(page, slugs[0]!)).toBeHidden();
  await page.keyboard.press('Space');
  await expect(inner(page, slugs[1]!)).toBeHidden();
  await expect(title(page, slugs[1]!)).toHaveAttribute('aria-expanded', 'false');
  // The theme's icon button is not a second stop.
  await page.keyboard.press('Home');
  await expect(title(page, slugs[0]!)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(title(page, slugs[1]!)).toBeFocused();
  await title(page, slugs[2]!).click();
  await expect(inner(page, slugs[2]!)).toBeVisible();
  expect(errors).toEqual([]);
});

test('accordion: the URL hash opens its item', async ({ page }) => {
  await page.goto(`${PAGE}#accordion-item-pot-schimba-marimea`);
  await hostReady(page, '.accordion');
  await expect(inner(page, 'pot-schimba-marimea')).toBeVisible();
  await expect(inner(page, 'cat-dureaza-livrarea')).toBeHidden();
});

test('axe: tabs and accordion with an item open are clean', async ({ page }) => {
  await page.goto(PAGE);
  await hostReady(page, '.tabbed-content');
  await hostReady(page, '.accordion');
  await title(page, 'cum-platesc').click();
  await expectAxeClean(page, '.tabbed-content');
  await expectAxeClean(page, '.accordion');
});

test('the product page tabs stay with their own widget', async ({ page }) => {
  await page.goto('/produs/tricou-basic/');
  await hostReady(page, '.woocommerce-tabs');
  await expect(page.locator('.woocommerce-tabs')).toHaveAttribute('data-vitrina-state', 'mounted');
  expect(
    await page
      .locator('[data-vitrina-state]')
      .evaluateAll((hosts) => hosts.filter((host) => host.classList.contains('woocommerce-tabs')).length),
  ).toBe(1);
});
