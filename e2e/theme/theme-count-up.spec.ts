import { expect, test, type Page } from '@playwright/test';
import { collectErrors, DESKTOP, hostReady } from '../support/theme.ts';

test.use({ viewport: DESKTOP });

const PAGE = '/despre-noi/';
const FINAL = ['12.500', '74', '98%'];
const NOTICE = 'Animațiile temei sunt oprite';
const numbers = (page: Page) => page.locator('span.count-up');

function infoMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(NOTICE)) messages.push(message.text());
  });
  return messages;
}

test('without JavaScript the final values are printed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(numbers(page)).toHaveText(FINAL);
  await context.close();
});

test('scrolled into view the numbers count up from zero and settle on the printed value', async ({ page }) => {
  const errors = collectErrors(page);
  // The page's clock stands still from the start, so the count is read on its way, frame by frame.
  const start = new Date('2026-01-05T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(PAGE);
  await numbers(page).first().scrollIntoViewIfNeeded();
  await hostReady(page, 'span.count-up');
  const first = numbers(page).first();
  const shown = first.locator('[aria-hidden="true"]');
  await expect(first).toHaveAttribute('data-vitrina-count', 'counting');
  await expect(shown).toHaveText('0');
  // While counting the accessible text is the final value; the running figure is hidden from it.
  await expect(first.locator(':not([aria-hidden])')).toHaveText('12.500');
  await page.clock.runFor(1000);
  const running = Number((await shown.textContent())!.replace(/\./g, ''));
  expect(running).toBeGreaterThan(0);
  expect(running).toBeLessThan(12_500);
  await page.clock.runFor(4000);
  await expect(numbers(page)).toHaveText(FINAL);
  for (const number of await numbers(page).all()) await expect(number).toHaveAttribute('data-vitrina-count', 'done');
  await expect(page.locator('span.count-up [aria-hidden]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('with reduced motion the numbers never move; page editors get one console notice', async ({ page }) => {
  const errors = collectErrors(page);
  const notices = infoMessages(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${PAGE}?admin-bar=1`);
  await numbers(page).first().scrollIntoViewIfNeeded();
  for (const number of await numbers(page).all())
    await expect(number).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(numbers(page)).toHaveText(FINAL);
  await expect(page.locator('span.count-up[data-vitrina-count]')).toHaveCount(0);
  await expect.poll(() => notices.length).toBe(1);
  expect(errors).toEqual([]);
});

test('shoppers who cannot edit pages get no reduced-motion notice', async ({ page }) => {
  const notices = infoMessages(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  await numbers(page).first().scrollIntoViewIfNeeded();
  for (const number of await numbers(page).all())
    await expect(number).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(numbers(page)).toHaveText(FINAL);
  expect(notices).toEqual([]);
});
