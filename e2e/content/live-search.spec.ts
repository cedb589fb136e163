import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { injectFault, resetShop, type Fault } from '../support/fixture.ts';
import { collectPageErrors } from '../support/page-errors.ts';
import { armFault, redirectTargetPerTest } from '../support/redirect-target.ts';

const FIELD = '#woocommerce-product-search-field-0';
const field = (page: Page) => page.locator(FIELD);
const listbox = (page: Page) => page.locator('header [role="listbox"]').first();
const options = (page: Page) => listbox(page).locator('[role="option"]');
const FAILED = 'Sugestiile nu au putut fi încărcate. Apasă Enter pentru a vedea toate rezultatele căutării.';

/** The widget loads on the first interaction with the form: focus the field and wait for it. */
async function openSearch(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await field(page).focus();
  await expect(page.locator('header form.searchform')).toHaveAttribute('data-vitrina-state', 'mounted', {
    timeout: 15_000,
  });
  await expect(field(page)).toHaveAttribute('role', 'combobox');
}

function searchRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('flatsome_ajax_search_products')) seen.push(new URL(request.url()));
  });
  return seen;
}

async function searchOptions(page: Page, body: unknown): Promise<void> {
  await page.route('**/wp-admin/admin-ajax.php?*flatsome_ajax_search_products*', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

test('the chunk is fetched only once the shopper reaches the search form', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => void (request.url().includes('/chunks/live-search') && chunks.push(request.url())));
  await page.goto('/');
  await expect(page.locator('header form.searchform')).not.toHaveAttribute('data-vitrina-state', 'mounted');
  expect(chunks).toEqual([]);
  await field(page).focus();
  await expect(page.locator('header form.searchform')).toHaveAttribute('data-vitrina-state', 'mounted', {
    timeout: 15_000,
  });
  expect(chunks).toHaveLength(1);
});

test('from 3 characters, suggestions with name, image and price as text; diacritics folded ("papuci", "pijama")', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openSearch(page);
  const sent = searchRequests(page);
  await field(page).pressSequentially('pa');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  expect(sent).toEqual([]);
  await field(page).pressSequentially('puci');
  await expect(options(page).first()).toBeVisible();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(options(page)).toHaveCount(6);
  await expect(options(page).first().locator('.search-name')).toHaveText('Papuci de casă din pluș Pisicuță');
  await expect(options(page).first().locator('.search-price')).toHaveText(/^\d+\.\d{2} lei$/);
  await expect(options(page).first().locator('img')).toHaveAttribute('src', /papuci_/);
  // "Toate" chosen: no product_cat at all (Flatsome filters whenever it is present; legacy-contracts §18).
  expect(sent.every((url) => url.searchParams.get('query')!.length >= 3 && !url.searchParams.has('product_cat'))).toBe(
    true,
  );
  await field(page).fill('');
  await field(page).pressSequentially('pijama');
  await expect(options(page)).toHaveCount(6);
  await expect(options(page).first()).toContainText('Pijama');
  expect(errors).toEqual([]);
});

/** Runs `typing` and waits until the answer to `query` (what the field holds then) is shown. */
async function answered(page: Page, query: string, typing: () => Promise<void>): Promise<void> {
  const answer = page.waitForResponse((response) => new URL(response.url()).searchParams.get('query') === query);
  await typing();
  await answer;
  await expect(listbox(page)).toBeVisible();
}

test('keyboard: arrows move through the suggestions, Enter opens the product; Escape closes', async ({ page }) => {
  await openSearch(page);
  await answered(page, 'pijama', () => field(page).pressSequentially('pijama'));
  await expect(options(page)).toHaveCount(6);
  await page.keyboard.press('ArrowDown');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await answered(page, 'pijama', async () => {
    await field(page).pressSequentially(' ');
    await field(page).press('Backspace');
  });
  await expect(options(page)).toHaveCount(6);
  await page.keyboard.press('ArrowDown');
  // The navigation is what is checked; the product page's own load may take long on a loaded machine.
  await Promise.all([
    page.waitForURL(/\/produs\/pijama-copii-luna\/$/, { waitUntil: 'commit' }),
    page.keyboard.press('Enter'),
  ]);
  await expect(page.locator('h1.product_title')).toHaveText('Pijama copii Lună');
});

test('what is typed before the widget has loaded is searched once it mounts', async ({ page }) => {
  await page.goto('/');
  await field(page).focus();
  await field(page).pressSequentially('papuci');
  await expect(page.locator('header form.searchform')).toHaveAttribute('data-vitrina-state', 'mounted', {
    timeout: 15_000,
  });
  await expect(options(page)).toHaveCount(6);
  await expect(field(page)).toHaveValue('papuci');
});

test('Enter without a choice submits the native search form (with the category)', async ({ page }) => {
  await openSearch(page);
  await page.locator('header select.search_categories').selectOption('copii');
  await field(page).pressSequentially('pijama');
  await expect(options(page)).toHaveCount(1);
  await Promise.all([page.waitForURL(/[?&]s=pijama/), field(page).press('Enter')]);
  const url = new URL(page.url());
  expect(url.searchParams.get('product_cat')).toBe('copii');
  await expect(page.locator('.products .product-small').first()).toBeVisible();
});

test("the category select's value goes with the query, and a new category asks again", async ({ page }) => {
  await openSearch(page);
  const sent = searchRequests(page);
  await field(page).pressSequentially('pijama');
  await expect(options(page)).toHaveCount(6);
  await page.locator('header select.search_categories').selectOption('copii');
  await expect(options(page)).toHaveCount(1);
  expect(sent.at(-1)!.searchParams.get('product_cat')).toBe('copii');
});

test('the newest query wins over an older, slower answer', async ({ page }) => {
  await openSearch(page);
  expect(
    (await page.request.post('/__search-fixture/options', { form: { delay_query: 'pij', delay_ms: '1500' } })).ok(),
  ).toBe(true);
  const isSlow = (url: string) => new URL(url).searchParams.get('query') === 'pij';
  // The older request ends one way or the other: answered late, or aborted by the newer query.
  const slowEnded = new Promise<void>((resolve) => {
    page.on('requestfailed', (request) => void (isSlow(request.url()) && resolve()));
    page.on('requestfinished', (request) => void (isSlow(request.url()) && resolve()));
  });
  const slowSent = page.waitForRequest((request) => isSlow(request.url()));
  await field(page).pressSequentially('pij');
  await slowSent;
  await field(page).pressSequentially('ama copii');
  await expect(options(page)).toHaveCount(1);
  await slowEnded;
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).first()).toContainText('Pijama copii Lună');
});

test('suggestions are text: hostile names show as typed, unsafe or foreign URLs and id -1 never navigate', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openSearch(page);
  await searchOptions(page, {
    suggestions: [
      {
        id: 1,
        value: '<img src=x onerror="window.__pwned=1">Papuci',
        url: 'javascript:window.__pwned=2',
        img: 'javascript:alert(1)',
        price: '<b onmouseover="window.__pwned=3">10 lei</b>',
      },
      { id: 2, value: 'Papuci străini', url: 'https://evil.example/produs/x/', img: '', price: '' },
    ],
  });
  await field(page).pressSequentially('papuci');
  await expect(options(page)).toHaveCount(2);
  await expect(options(page).first().locator('.search-name')).toHaveText(
    '<img src=x onerror="window.__pwned=1">Papuci',
  );
  await expect(options(page).first().locator('.search-price')).toHaveText('10 lei');
  await expect(listbox(page).locator('img')).toHaveCount(0);
  await options(page).first().click();
  await field(page).pressSequentially('x');
  await expect(options(page)).toHaveCount(2);
  await options(page).nth(1).click();
  await field(page).pressSequentially('y');
  await expect(options(page)).toHaveCount(2);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('no results: nothing by default; with the theme option on, its "No results" text, which is no choice', async ({
  page,
}) => {
  await openSearch(page);
  await field(page).pressSequentially('zzzz');
  const answered = page.waitForResponse((response) => response.url().includes('query=zzzzz'));
  await field(page).pressSequentially('z');
  await answered;
  await expect(listbox(page)).toBeHidden();
  expect((await page.request.post('/__search-fixture/options', { form: { no_results: '1' } })).ok()).toBe(true);
  await field(page).pressSequentially('q');
  await expect(page.locator('header .vitrina-combobox-empty')).toHaveText('Niciun rezultat');
  await expect(options(page)).toHaveCount(0);
  await expectAxeClean(page, 'header');
});

for (const fault of ['500', 'timeout', 'malformed', 'network', 'shape'] as const satisfies readonly Fault[]) {
  test(`search ${fault}: a message, the typed text kept, Enter still searches`, async ({ page }) => {
    if (fault === 'timeout') test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    await openSearch(page);
    await injectFault(page, 'flatsome_ajax_search_products', fault, fault === 'network' ? 20 : undefined);
    await field(page).pressSequentially('papuci');
    await expect(page.locator('header .live-search-message')).toHaveText(FAILED, {
      timeout: fault === 'timeout' ? 25_000 : 7_000,
    });
    await expect(field(page)).toHaveValue('papuci');
    await expect(listbox(page)).toBeHidden();
    if (fault === '500') await expectAxeClean(page, 'header');
    await page.request.delete('/__fixture/faults');
    await Promise.all([page.waitForURL(/[?&]s=papuci/), field(page).press('Enter')]);
    await expect(page.locator('.products .product-small').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

// Each test of the file gets its own second origin (a local server, cheap to start); the redirect cases use it.
const target = redirectTargetPerTest();

// Issue 39: what the shopper types is not sent on to another origin by a 307 (a GET, its query in the URL).
test('search × redirect to another origin: nothing reaches it, a message, the typed text kept; the next search suggests again', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openSearch(page);
  await armFault(page, 'flatsome_ajax_search_products', 'redirect', undefined, target);
  await field(page).pressSequentially('papuci');
  await expect(page.locator('header .live-search-message')).toHaveText(FAILED, { timeout: 7_000 });
  await expect(field(page)).toHaveValue('papuci');
  await expect(listbox(page)).toBeHidden();
  expect(target.requests, 'requests that followed the 307 off the site').toEqual([]);
  await page.request.delete('/__fixture/faults');
  await field(page).fill('');
  await field(page).pressSequentially('pijama');
  await expect(options(page).first()).toBeVisible({ timeout: 7_000 });
  expect(target.requests).toEqual([]);
  expect(errors).toEqual([]);
});

test('the mobile menu search (no category select) works the same and never sends product_cat', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  // Flatsome opens the menu by removing mfp-hide (the off-canvas opener is not this widget's).
  await page.evaluate(() => document.querySelector('#main-menu')!.classList.remove('mfp-hide'));
  const mobile = page.locator('#woocommerce-product-search-field-1');
  await mobile.focus();
  await expect(page.locator('#main-menu form.searchform')).toHaveAttribute('data-vitrina-state', 'mounted', {
    timeout: 15_000,
  });
  const asked = page.waitForRequest((request) => request.url().includes('flatsome_ajax_search_products'));
  await mobile.pressSequentially('papuci');
  expect(new URL((await asked).url()).searchParams.has('product_cat')).toBe(false);
  await expect(page.locator('#main-menu [role="option"]')).toHaveCount(6);
  await page.keyboard.press('ArrowDown');
  await Promise.all([page.waitForURL(/\/produs\//), page.keyboard.press('Enter')]);
});

test('axe: the open suggestion list is clean', async ({ page }) => {
  await openSearch(page);
  await field(page).pressSequentially('tricou');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectAxeClean(page, 'header');
  // The catalogue's hostile product name is shown as text.
  await expect(listbox(page)).toContainText('Tricou <script>alert("xss")</script>');
});

test('without JavaScript the search form posts natively', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator(FIELD).fill('papuci');
  await Promise.all([page.waitForURL(/[?&]s=papuci/), page.locator(FIELD).press('Enter')]);
  await expect(page.locator('.products .product-small').first()).toContainText('Papuci');
  await context.close();
});

test('§9: the suggestion list is at most 300 px tall and scrolls; the active option is scrolled into sight', async ({
  page,
}) => {
  await openSearch(page);
  const suggestions = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    value: `Papuci model ${index + 1}`,
    url: `/produs/papuci-${index + 1}/`,
    img: '',
    price: '',
  }));
  await searchOptions(page, { suggestions });
  await field(page).pressSequentially('papuci');
  await expect(options(page)).toHaveCount(12);
  const box = await listbox(page).evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    scrollHeight: element.scrollHeight,
    maxHeight: getComputedStyle(element).maxHeight,
  }));
  expect(box.maxHeight).toBe('300px');
  expect(box.height).toBeLessThanOrEqual(300);
  expect(box.scrollHeight).toBeGreaterThan(box.height);
  for (let step = 0; step < 12; step += 1) await field(page).press('ArrowDown');
  await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).last()).toBeInViewport();
  expect(await listbox(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});
