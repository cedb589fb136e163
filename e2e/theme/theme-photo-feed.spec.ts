import { expect, test, type Page } from '@playwright/test';
import { injectFault, resetShop, type Fault } from '../support/fixture.ts';
import { expectAxeClean } from '../support/axe.ts';
import { collectErrors, DESKTOP } from '../support/theme.ts';

test.use({ viewport: DESKTOP });

const PAGE = '/despre-noi/';
const feed = (page: Page) => page.locator('#instagram-1');
const error = (page: Page) => feed(page).locator('.instagram-error');

/** Opens the page and scrolls the feed near the viewport, where it loads. */
async function openFeed(page: Page, query = ''): Promise<void> {
  await page.goto(`${PAGE}${query}`);
  await feed(page).scrollIntoViewIfNeeded();
}

async function expectPlaceholdersKept(page: Page): Promise<void> {
  await expect(feed(page)).toHaveAttribute('data-vitrina-feed', 'failed', { timeout: 20_000 });
  await expect(feed(page).locator('.instagram-image-type--placeholder')).toHaveCount(5);
  await expect(error(page)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  page.on('dialog', (dialog) => void dialog.dismiss());
});

test('without JavaScript the block keeps its placeholders and the page reads on', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(feed(page).locator('.instagram-image-type--placeholder')).toHaveCount(5);
  await context.close();
});

test('near the viewport the photos replace the placeholders; captions stay text', async ({ page }) => {
  const errors = collectErrors(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('flatsome_load_instagram')) calls.push(request.url());
  });
  await openFeed(page);
  await expect(feed(page).locator('.instagram-image-type--image a[href^="https://www.instagram.com/p/"]')).toHaveCount(
    5,
  );
  await expect(feed(page).locator('.instagram-image-type--placeholder')).toHaveCount(0);
  expect(calls).toHaveLength(1);
  expect(new URL(calls[0]!).searchParams.get('data')).toMatch(/^[0-9a-f]{10}:/);
  // The hostile caption arrives escaped in the server's HTML and shows as the characters it is.
  await expect(feed(page).locator('.caption').nth(3)).toContainText('<img src=x onerror=alert(1)>');
  await expect(feed(page).locator('img[src="x"]')).toHaveCount(0);
  await expectAxeClean(page, '#instagram-1');
  expect(errors).toEqual([]);
});

for (const [query, message] of [
  ['feed=missing', 'Invalid data'],
  ['feed=bad-hash', 'Invalid hash'],
] as const) {
  test(`${query}: admin-bar visitors read 'Instagram error: ${message}', shoppers keep the placeholders`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openFeed(page, `?admin-bar=1&${query}`);
    await expect(error(page)).toHaveText(`Instagram error: ${message}`);
    await expectAxeClean(page, '#instagram-1');
    await openFeed(page, `?${query}`);
    await expectPlaceholdersKept(page);
    expect(errors).toEqual([]);
  });
}

const FAULTS: readonly (readonly [Fault, string])[] = [
  ['500', 'A apărut o eroare pe server. Încearcă din nou.'],
  ['timeout', 'Serverul nu a răspuns la timp. Încearcă din nou.'],
  ['malformed', 'Răspunsul serverului nu este valid. Încearcă din nou.'],
  ['network', 'Se pare că nu ești conectat la internet. Verifică conexiunea și încearcă din nou.'],
];

for (const [fault, text] of FAULTS) {
  test(`fault ${fault}: editors read why, shoppers keep the placeholders`, async ({ page }) => {
    test.slow(fault === 'timeout');
    const errors = collectErrors(page);
    await injectFault(page, 'flatsome_load_instagram', fault);
    await openFeed(page, '?admin-bar=1');
    await expect(error(page)).toHaveText(`Instagram error: ${text}`, { timeout: 20_000 });
    await openFeed(page);
    await expectPlaceholdersKept(page);
    expect(errors).toEqual([]);
  });
}

test('a wrong shape is a failure, and a hostile message is shown as text', async ({ page }) => {
  const errors = collectErrors(page);
  await page.route(/action=flatsome_load_instagram/, (route) =>
    route.fulfill({ json: { success: true, data: { html: '<p>x</p>' } } }),
  );
  await openFeed(page, '?admin-bar=1');
  await expect(error(page)).toHaveText('Instagram error: Răspunsul serverului nu este valid. Încearcă din nou.');
  await page.unroute(/action=flatsome_load_instagram/);
  await page.route(/action=flatsome_load_instagram/, (route) =>
    route.fulfill({ json: { success: false, data: '<img src=x onerror="window.__hostile=1">' } }),
  );
  await openFeed(page, '?admin-bar=1');
  await expect(error(page)).toHaveText('Instagram error: <img src=x onerror="window.__hostile=1">');
  await expect(feed(page).locator('img[src="x"]')).toHaveCount(0);
  expect(
    await page.evaluate(() => 'window.__hostile' in window && (window as { __hostile?: unknown }).__hostile),
  ).toBeFalsy();
  expect(errors).toEqual([]);
});
