import { expect, test, type Page } from '@playwright/test';
import { resetShop } from '../support/fixture.ts';
import { HOSTILE, xssRan } from '../support/reviews.ts';
import { expectAxeClean } from '../support/axe.ts';
import { collectErrors, DESKTOP, hostReady } from '../support/theme.ts';

/** Spec §2.12, §6: Flatsome's 'edit block' links, for page editors only (/despre-noi/ carries a UX block). */
const PAGE = '/despre-noi/';
const EDITOR = `${PAGE}?admin-bar=1`;
const MARKER = 'div.block-edit-link';
const group = (page: Page) => page.locator(`${MARKER} [role="group"]`);
const opacity = (page: Page) => group(page).evaluate((element) => getComputedStyle(element).opacity);

let errors: string[] = [];
test.use({ viewport: DESKTOP });
test.beforeEach(async ({ page }) => {
  await resetShop(page);
  errors = collectErrors(page);
});
test.afterEach(() => expect(errors).toEqual([]));

test('a guest gets no marker from the server, and a cached editor page shows a guest nothing', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('#section_812 h2')).toHaveText('Promoții de sezon');
  await expect(page.locator(MARKER)).toHaveCount(0);
  await page.goto(`${PAGE}?block-marker=1`);
  await hostReady(page, MARKER);
  await expect(page.locator(`${MARKER} a`)).toHaveCount(0);
});

test('an editor gets both links over the block, shown under the pointer, without moving the page', async ({ page }) => {
  await page.goto(EDITOR);
  await hostReady(page, MARKER);
  await expect(group(page)).toHaveAccessibleName('Edit Block: Promoții de sezon');
  const [builder, backend] = [
    group(page).getByRole('link', { name: 'Editează blocul' }),
    group(page).getByRole('link', { name: 'Editează în panou' }),
  ];
  await expect(builder).toHaveAttribute(
    'href',
    /\/wp-admin\/post\.php\?post=46&action=edit&app=uxbuilder&type=editor&edit_post_id=812$/,
  );
  await expect(backend).toHaveAttribute('href', /\/wp-admin\/post\.php\?post=812&action=edit$/);
  expect(await page.locator(MARKER).evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
  expect(await opacity(page)).toBe('0');
  await page.locator('#section_812 h2').hover();
  await expect.poll(() => opacity(page)).toBe('1');
  await expect(page.locator('#section_812')).toHaveCSS('outline-style', 'dashed');
  await expectAxeClean(page, MARKER);
  await page.mouse.move(5, 5);
  await expect.poll(() => opacity(page)).toBe('0');
});

test('keyboard only: Tab reaches both links, which show while focused', async ({ page }) => {
  await page.goto(EDITOR);
  await hostReady(page, MARKER);
  await page.locator('h1.entry-title').evaluate((element) => {
    (element as HTMLElement).tabIndex = -1;
    (element as HTMLElement).focus();
  });
  await page.keyboard.press('Tab');
  await expect(group(page).getByRole('link', { name: 'Editează blocul' })).toBeFocused();
  await expect.poll(() => opacity(page)).toBe('1');
  await page.keyboard.press('Tab');
  await expect(group(page).getByRole('link', { name: 'Editează în panou' })).toBeFocused();
  await expectAxeClean(page, MARKER);
  await page.keyboard.press('Tab');
  await expect.poll(() => opacity(page)).toBe('0');
});

test('a hostile block title stays text', async ({ page }) => {
  await page.goto(`${EDITOR}&block-title=${encodeURIComponent(HOSTILE)}`);
  await hostReady(page, MARKER);
  await expect(group(page)).toHaveAccessibleName(`Edit Block: ${HOSTILE}`);
  expect(await xssRan(page)).toBe(false);
});
