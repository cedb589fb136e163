import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { collectErrors, DESKTOP } from '../support/theme.ts';

test.use({ viewport: DESKTOP });

/** The home page with the theme option site_loader = home. */
const HOME = '/?site-loader=home';
const OFF = `${HOME}&vitrina-config=${encodeURIComponent(JSON.stringify({ widgets: { 'page-loader': false } }))}`;
const loader = (page: Page) => page.locator('.page-loader');
const loadingSite = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('loading-site'));

async function openPaused(page: Page, url: string): Promise<void> {
  // The page's clock stands still, so the second before removal is counted by the test.
  await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T10:00:01Z'));
  await page.goto(url);
}

test('the theme prints the loader over the page, on the front page only', async ({ page }) => {
  await page.goto('/produse/?site-loader=home');
  await expect(loader(page)).toHaveCount(0);
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(HOME);
  await expect(noJs.locator('.page-loader')).toBeVisible();
  await context.close();
});

test('once the page is ready the loader lets clicks through, is hidden from screen readers and leaves 1 s later', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openPaused(page, HOME);
  await expect(loader(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  expect(await loadingSite(page)).toBe(false);
  await expect(loader(page)).toHaveAttribute('aria-hidden', 'true');
  await expect(loader(page)).toHaveCSS('pointer-events', 'none');
  // Still there for its fade, it no longer catches the pointer.
  await page.getByRole('link', { name: 'Vezi toate produsele' }).click({ trial: true, timeout: 2000 });
  await page.clock.runFor(990);
  await expect(loader(page)).toHaveCount(1);
  await page.clock.runFor(20);
  await expect(loader(page)).toHaveCount(0);
  await page.clock.resume();
  await expectAxeClean(page, '#wrapper');
  expect(errors).toEqual([]);
});

test('with reduced motion it goes at once, without a fade', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPaused(page, HOME);
  await expect(loader(page)).toHaveCount(0);
  expect(await loadingSite(page)).toBe(false);
});

test('without the widget the loader keeps covering the page', async ({ page }) => {
  await openPaused(page, OFF);
  await page.clock.runFor(3000);
  await expect(loader(page)).toHaveCount(1);
  await expect(loader(page)).toHaveCSS('opacity', '0.98');
});

test('on a page without a loader the root loses loading-site all the same (the theme prints it on every page)', async ({
  page,
}) => {
  await page.goto('/produse/');
  await expect(loader(page)).toHaveCount(0);
  await expect.poll(() => loadingSite(page)).toBe(false);
  await page.goto(
    `/produse/?vitrina-config=${encodeURIComponent(JSON.stringify({ widgets: { 'page-loader': false } }))}`,
  );
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-vitrina-ready'));
  expect(await loadingSite(page)).toBe(true);
});
