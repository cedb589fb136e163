import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fileTag, legacyRan, logIn, manifest, siteCli, siteDir, TEST_PAGE, USERS } from './support/site.ts';

// One site for the whole file, changed step by step: nothing retired, then four plugins ticked, then one unticked.
test.describe.configure({ mode: 'serial' });

const TICKED = ['woocommerce-cart', 'contact-form-7', 'akismet', 'husky-products-filter'];
const { plugins } = manifest();
const handlesOf = (keys: readonly string[]) => [...new Set(keys.flatMap((key) => plugins[key]?.handles ?? []))];
/** The stand-ins register these of the ticked plugins' handles (the others are not on the test page). */
const STOOD_IN = [
  'wc-add-to-cart',
  'wc-cart-fragments',
  'contact-form-7',
  'swv',
  'akismet-frontend',
  'woof_front',
  'woof_radio_html_items',
  'woof_checkbox_html_items',
  'woof_select_html_items',
  'woof_mselect_html_items',
  'ion.range-slider',
];

let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

/** A page logged in as the administrator; the login happens once per run (admin pages are slow on one PHP worker). */
async function adminPage(browser: Browser): Promise<Page> {
  if (!adminState) {
    const login = await browser.newPage();
    await logIn(login, USERS.admin);
    adminState = await login.context().storageState();
    await login.context().close();
  }
  return (await browser.newContext({ storageState: adminState })).newPage();
}

async function config(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('#vitrina-config').textContent();
  const parsed: unknown = JSON.parse(text ?? 'null');
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('widgets' in parsed) ||
    typeof parsed.widgets !== 'object' ||
    parsed.widgets === null
  )
    throw new Error(`config: ${text}`);
  return { ...parsed.widgets };
}

async function saveSettings(page: Page, keys: readonly string[]): Promise<void> {
  await page.goto('/wp-admin/options-general.php?page=vitrina');
  for (const key of Object.keys(plugins)) await page.locator(`#vitrina-plugin-${key}`).setChecked(keys.includes(key));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
}

test('every PHP file of the plugin and its test site passes php -l', () => {
  const root = new URL('../', import.meta.url).pathname;
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.php'));
  expect(files.length).toBeGreaterThan(8);
  for (const file of files)
    expect(execFileSync('php', ['-l', join(root, file)], { encoding: 'utf8' })).toContain('No syntax errors');
});

test("nothing is retired by default: no module, the plugins' own files load", async ({ page }) => {
  await page.goto(TEST_PAGE);
  await expect(page.locator('script[type="module"][src*="/vitrina/dist/"]')).toHaveCount(0);
  await expect(page.locator('#vitrina-config')).toHaveCount(0);
  await expect(page.locator(fileTag('wc-add-to-cart'))).toHaveCount(1);
  expect(await legacyRan(page)).toEqual(
    expect.arrayContaining(['wc-add-to-cart-js', 'contact-form-7-js', 'woof_front-js']),
  );
});

test('Settings → Vitrina refuses a user without manage_options, and a post without the nonce', async ({ browser }) => {
  const editor = await browser.newPage();
  await logIn(editor, USERS.editor);
  const view = await editor.goto('/wp-admin/options-general.php?page=vitrina');
  expect(view?.status()).toBe(403);
  const post = await editor.request.post('/wp-admin/options.php', {
    form: { option_page: 'vitrina', action: 'update', 'vitrina_retired[]': 'flatsome' },
  });
  expect(post.status()).toBe(403);
  expect(await post.text()).toContain('not allowed to manage options');
  await editor.close();

  const admin = await adminPage(browser);
  const forged = await admin.request.post('/wp-admin/options.php', {
    form: { option_page: 'vitrina', action: 'update', 'vitrina_retired[]': 'flatsome' },
  });
  expect(forged.status()).toBe(403);
  await admin.goto('/wp-admin/options-general.php?page=vitrina');
  await expect(admin.locator('#vitrina-plugin-flatsome')).not.toBeChecked();
  await admin.context().close();
});

test('the settings page lists every plugin of the manifest with its handles and saves with its nonce', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await page.goto('/wp-admin/options-general.php?page=vitrina');
  await expect(page.locator('input[name="vitrina_retired[]"]')).toHaveCount(Object.keys(plugins).length);
  const cartRow = page.locator('tr', { has: page.locator('#vitrina-plugin-woocommerce-cart') });
  for (const handle of plugins['woocommerce-cart']!.handles)
    await expect(cartRow.locator('code', { hasText: new RegExp(`^${handle}$`) })).toHaveCount(1);
  await expect(page.locator('input[name="vitrina_retired[]"]:checked')).toHaveCount(0);
  await saveSettings(page, TICKED);
  for (const key of TICKED) await expect(page.locator(`#vitrina-plugin-${key}`)).toBeChecked();
  await expect(page.locator('input[name="vitrina_retired[]"]:checked')).toHaveCount(TICKED.length);
  await page.context().close();
});

test("a retired plugin's files are gone, its page globals stay, Vitrina mounts its widgets; the others are untouched", async ({
  page,
}) => {
  await page.goto(TEST_PAGE);
  // The build hash, not the release, is the module's cache key.
  // No query on the entry: the chunks import it back as ../vitrina.js, which must be the same module.
  await expect(page.locator('script[type="module"][src$="/vitrina/dist/vitrina.js"]')).toHaveCount(1);
  await expect(page.locator('#vitrina-config')).toHaveCount(1);
  const widgets = await config(page);
  expect(widgets['add-to-cart']).toBe(true);
  expect(widgets['contact-form']).toBe(true);
  expect(widgets['post-rating']).toBe(false);
  expect(widgets['header-nav']).toBe(false);

  const retired = handlesOf(TICKED);
  expect(retired).toEqual(expect.arrayContaining(STOOD_IN));
  for (const handle of retired) await expect(page.locator(fileTag(handle)), handle).toHaveCount(0);
  for (const global of [
    'wc_add_to_cart_params',
    'wc_cart_fragments_params',
    'woocommerce_params',
    'wpcf7',
    'woof_front_nonce',
    'woof_current_values',
    'woof_lang',
  ]) {
    expect(await page.evaluate(`typeof ${global}`), global).not.toBe('undefined');
  }
  const ran = await legacyRan(page);
  expect(ran.filter((id) => STOOD_IN.includes(id.replace(/-js$/, '')))).toEqual([]);
  expect(ran).toEqual(expect.arrayContaining(['rate-my-post-js', 'flatsome-js-js', 'woocommerce-js']));
  // Flatsome and WooCommerce's own script, both still enqueued, need jQuery.
  await expect(page.locator(fileTag('jquery-core'))).toHaveCount(1);

  // Add to cart mounts on the first touch of its button (issue 25): armed until then. The cart's
  // light half shares the button (its busy state at the first press) and comes when it is seen:
  // the shopper scrolls to the button, then the pointer reaches it.
  const addButton = page.locator('.add_to_cart_button.ajax_add_to_cart');
  await expect(addButton).toHaveAttribute('data-vitrina-state', 'pending');
  await addButton.scrollIntoViewIfNeeded();
  await addButton.hover();
  await expect(addButton).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(page.locator('.wpcf7[data-wpcf7-id]')).toHaveAttribute('data-vitrina-state', 'mounted');
  // The mini-cart draws with React on need (design §8): armed until touched, mounted on the first touch.
  const miniCart = page.locator('.widget_shopping_cart');
  await expect(miniCart).toHaveAttribute('data-vitrina-state', 'pending');
  await miniCart.dispatchEvent('pointerover');
  await expect(miniCart).toHaveAttribute('data-vitrina-state', 'mounted');
  const rating = page.locator('.js-rmp-widgets-container');
  await rating.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(rating).not.toHaveAttribute('data-vitrina-state', /.+/);
  await expect(page.locator(fileTag('rate-my-post'))).toHaveCount(1);
});

test('jQuery is dropped only when nothing still enqueued needs it', async ({ page }) => {
  await page.goto(`${TEST_PAGE}?stand-ins=woof`);
  await expect(page.locator(fileTag('woof_front'))).toHaveCount(0);
  expect(await page.evaluate('typeof woof_front_nonce')).toBe('string');
  await expect(page.locator(fileTag('jquery-core'))).toHaveCount(0);
  await page.goto(`${TEST_PAGE}?stand-ins=woof,flatsome`);
  await expect(page.locator(fileTag('jquery-core'))).toHaveCount(1);
});

test('?vitrina=off shows the legacy scripts to an administrator only', async ({ browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${TEST_PAGE}?vitrina=off`);
  await expect(visitor.locator('script[type="module"][src*="/vitrina/dist/vitrina.js"]')).toHaveCount(1);
  await expect(visitor.locator(fileTag('wc-add-to-cart'))).toHaveCount(0);
  await visitor.close();

  const page = await adminPage(browser);
  await page.goto(`${TEST_PAGE}?vitrina=off`);
  await expect(page.locator('script[type="module"][src*="/vitrina/dist/vitrina.js"]')).toHaveCount(0);
  await expect(page.locator('#vitrina-config')).toHaveCount(0);
  for (const handle of STOOD_IN) await expect(page.locator(fileTag(handle)), handle).toHaveCount(1);
  expect(await legacyRan(page)).toEqual(
    expect.arrayContaining(['wc-add-to-cart-js', 'contact-form-7-js', 'akismet-frontend-js']),
  );
  await page.context().close();
});

test('unticking a plugin brings its own scripts back and switches its widget off', async ({ browser, page }) => {
  const admin = await adminPage(browser);
  await saveSettings(
    admin,
    TICKED.filter((key) => key !== 'contact-form-7'),
  );
  await admin.context().close();
  const entries: string[] = [];
  page.on(
    'request',
    (request) => void (/\/vitrina\/dist\/vitrina\.js/.test(request.url()) && entries.push(request.url())),
  );
  await page.goto(TEST_PAGE);
  await expect(page.locator(fileTag('contact-form-7'))).toHaveCount(1);
  await expect(page.locator(fileTag('swv'))).toHaveCount(1);
  expect((await config(page))['contact-form']).toBe(false);
  // Add to cart mounts on the first touch of its button (issue 25): armed until then. The cart's
  // light half shares the button (its busy state at the first press) and comes when it is seen:
  // the shopper scrolls to the button, then the pointer reaches it.
  const addButton = page.locator('.add_to_cart_button.ajax_add_to_cart');
  await expect(addButton).toHaveAttribute('data-vitrina-state', 'pending');
  await addButton.scrollIntoViewIfNeeded();
  await addButton.hover();
  await expect(addButton).toHaveAttribute('data-vitrina-state', 'mounted');
  await page.waitForLoadState('networkidle');
  // One runtime: the chunks' own import of the entry is the module the page loaded, never a second copy.
  expect(entries.length, entries.join(', ')).toBe(1);
  await expect(page.locator('.wpcf7[data-wpcf7-id]')).not.toHaveAttribute('data-vitrina-state', /.+/);
});

/** The plugin's pre-paint styles, each printed while the plugin whose markup it is for is ticked. */
const PREPAINTS = [
  { name: 'invoicing', plugin: 'woocommerce-checkout', what: 'the invoicing rows' },
  { name: 'reviews', plugin: 'customer-reviews', what: 'the reviews slider' },
] as const;

for (const prepaint of PREPAINTS) {
  test(`with ${prepaint.plugin} ticked, the head carries ${prepaint.what}' pre-paint style, as the plugin ships it; unticked, it goes`, async ({
    browser,
    page,
  }) => {
    const admin = await adminPage(browser);
    const before = TICKED.filter((key) => key !== 'contact-form-7');
    await saveSettings(admin, [...before, prepaint.plugin]);
    // No WooCommerce on this site, so no is_checkout() to ask: the style is printed on every page.
    await page.goto(TEST_PAGE);
    const style = page.locator(`head style#vitrina-prepaint-${prepaint.name}`);
    await expect(style).toHaveCount(1);
    const shipped = readFileSync(new URL(`../assets/prepaint-${prepaint.name}.css`, import.meta.url), 'utf8');
    expect((await style.textContent())?.trim()).toBe(shipped.trim());
    await saveSettings(admin, before);
    await admin.context().close();
    await page.goto(TEST_PAGE);
    await expect(style).toHaveCount(0);
  });
}

/** The Web Vitals route, as the plugin's config names it with plain permalinks. */
const VITALS = '/?rest_route=/vitrina/v1/vitals';
const RETIRED_NOW = TICKED.filter((key) => key !== 'contact-form-7');
const SET_KEY = [...RETIRED_NOW].sort().join(',');

interface VitalsRow {
  readonly plugins: string;
  readonly metric: string;
  readonly page_type: string;
  readonly bucket: string;
  readonly hits: string;
}

/** The Web Vitals table's rows as stored (every column), or "gone" when there is no table. */
function vitalsRows(baseURL: string | undefined): VitalsRow[] | 'gone' {
  return JSON.parse(siteCli(baseURL ?? '', 'vitals-rows')) as VitalsRow[] | 'gone';
}

/** The histogram of one "METRIC|page" over the days stored for a retired set (the one retired now unless told). */
function histogram(baseURL: string | undefined, key: string, set = SET_KEY): Record<string, number> {
  const rows = vitalsRows(baseURL);
  const out: Record<string, number> = {};
  for (const row of rows === 'gone' ? [] : rows) {
    if (row.plugins === set && `${row.metric}|${row.page_type}` === key)
      out[row.bucket] = (out[row.bucket] ?? 0) + Number(row.hits);
  }
  return out;
}

const sendBeacon = (page: Page, body: unknown, url = VITALS) =>
  page.request.post(url, {
    data: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });

async function rawConfig(page: Page): Promise<Record<string, unknown>> {
  return { ...(JSON.parse((await page.locator('#vitrina-config').textContent()) ?? '{}') as Record<string, unknown>) };
}

async function switchVitals(page: Page, on: boolean): Promise<void> {
  await page.goto('/wp-admin/options-general.php?page=vitrina');
  await page.locator('#vitrina-vitals-enabled').setChecked(on);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
}

test('Web Vitals are off by default: nothing in the config, the route refuses and stores nothing', async ({
  page,
  baseURL,
}) => {
  await page.goto(TEST_PAGE);
  expect(await rawConfig(page)).not.toHaveProperty('vitals');
  const sent = await sendBeacon(page, { page: 'product', retired: RETIRED_NOW, metrics: { LCP: 2450 } });
  expect(sent.status()).toBe(404);
  expect(vitalsRows(baseURL)).toBe('gone');
});

test('switched on, the config names the route, the sample and the set; a beacon is counted into its buckets', async ({
  browser,
  page,
  baseURL,
}) => {
  const admin = await adminPage(browser);
  await switchVitals(admin, true);
  await expect(admin.locator('#vitrina-vitals-sample')).toHaveValue('10');
  await admin.context().close();
  await page.goto(TEST_PAGE);
  const vitals = (await rawConfig(page)).vitals as { url: string; sample: number; retired: string[] };
  expect(vitals.sample).toBe(0.1);
  expect([...vitals.retired].sort()).toEqual([...RETIRED_NOW].sort());
  expect(new URL(vitals.url).origin).toBe(new URL(page.url()).origin);
  expect(
    (
      await sendBeacon(
        page,
        { page: 'product', retired: vitals.retired, metrics: { LCP: 2450, INP: 180, CLS: 0.1 } },
        vitals.url,
      )
    ).status(),
  ).toBe(204);
  expect(
    (
      await sendBeacon(page, { page: 'product', retired: vitals.retired, metrics: { LCP: 2500.4 } }, vitals.url)
    ).status(),
  ).toBe(204);
  expect(
    (await sendBeacon(page, { page: 'home', retired: vitals.retired, metrics: { CLS: 3 } }, vitals.url)).status(),
  ).toBe(204);
  // 100 ms, 25 ms and 0.01 wide; the last LCP bucket opens at 10 s, CLS's at 1.
  expect(histogram(baseURL, 'LCP|product')).toEqual({ 24: 1, 25: 1 });
  expect(histogram(baseURL, 'INP|product')).toEqual({ 7: 1 });
  expect(histogram(baseURL, 'CLS|product')).toEqual({ 10: 1 });
  expect(histogram(baseURL, 'CLS|home')).toEqual({ 100: 1 });
  // Settings → Vitrina: the 75th percentile per page type (LCP product: 24 and 25 → the upper edge of 25 = 2600 ms).
  const admin2 = await adminPage(browser);
  await admin2.goto('/wp-admin/options-general.php?page=vitrina');
  const row = admin2.locator(`#vitrina-vitals tr[data-set="${SET_KEY}"][data-page="product"]`);
  await expect(row.locator('td[data-metric="LCP"]')).toHaveText(/^2[.,]?600 ms \/ –$/);
  await expect(row.locator('td[data-metric="INP"]')).toHaveText('200 ms / –');
  await expect(row.locator('td[data-metric="CLS"]')).toHaveText(/^0[.,]11 \/ –$/);
  await admin2.context().close();
  const stored = JSON.stringify(vitalsRows(baseURL));
  expect(stored).not.toContain('127.0.0.1');
  expect(stored).not.toContain('vitrina-test');
});

test('malformed, oversized, unknown and out-of-range beacons are refused and change nothing', async ({
  page,
  baseURL,
}) => {
  const before = vitalsRows(baseURL);
  const good = { page: 'product', retired: RETIRED_NOW, metrics: { LCP: 2000 } };
  const refused: [string, unknown][] = [
    ['not JSON', '{"page":'],
    ['a list', '[1,2]'],
    ['oversized', { ...good, pad: 'x'.repeat(600) }],
    ['an extra field', { ...good, url: 'https://example.test/' }],
    ['an unknown metric', { ...good, metrics: { FID: 10 } }],
    ['no metric', { ...good, metrics: {} }],
    ['an unknown page type', { ...good, page: 'admin' }],
    ['a negative value', { ...good, metrics: { LCP: -1 } }],
    ['a value out of range', { ...good, metrics: { CLS: 1e9 } }],
    ['a string value', { ...good, metrics: { INP: '80' } }],
    ['a made-up retired set', { ...good, retired: ['flatsome'] }],
    ['a retired set with one missing', { ...good, retired: RETIRED_NOW.slice(1) }],
  ];
  for (const [what, body] of refused) {
    const status = (await sendBeacon(page, body)).status();
    expect(status, what).toBeGreaterThanOrEqual(400);
    expect(status, what).toBeLessThan(500);
  }
  expect(vitalsRows(baseURL)).toEqual(before);
});

test("the next retired set's 75th percentiles show beside the set before it", async ({ browser, page, baseURL }) => {
  const admin = await adminPage(browser);
  await saveSettings(admin, TICKED);
  try {
    await page.goto(TEST_PAGE);
    const vitals = (await rawConfig(page)).vitals as { url: string; retired: string[] };
    expect(
      (
        await sendBeacon(page, { page: 'product', retired: vitals.retired, metrics: { LCP: 3050 } }, vitals.url)
      ).status(),
    ).toBe(204);
    const next = [...TICKED].sort().join(',');
    expect(histogram(baseURL, 'LCP|product', next)).toEqual({ 30: 1 });
    await admin.goto('/wp-admin/options-general.php?page=vitrina');
    const row = admin.locator(`#vitrina-vitals tr[data-set="${next}"][data-page="product"]`);
    await expect(row.locator('td[data-metric="LCP"]')).toHaveText(/^3[.,]?100 ms \/ 2[.,]?600 ms$/);
    await expect(row.locator('td[data-metric="INP"]')).toHaveText('– / 200 ms');
    await expect(row.locator('td[data-metric="CLS"]')).toHaveText(/^– \/ 0[.,]11$/);
    // Oldest set first: the first row is still the set measured before.
    await expect(admin.locator('#vitrina-vitals tbody tr').first()).toHaveAttribute('data-set', SET_KEY);
  } finally {
    await saveSettings(admin, RETIRED_NOW);
    await admin.context().close();
  }
});

test('two beacons at once both count: one arriving while the other writes does not overwrite it', ({ baseURL }) => {
  const script = new URL('site/vitals-race.php', import.meta.url).pathname;
  const beacon = JSON.stringify({ page: 'checkout', retired: RETIRED_NOW, metrics: { LCP: 1234 } });
  const statuses = JSON.parse(
    execFileSync('php', [script, siteDir(), baseURL ?? '', beacon], { encoding: 'utf8' }),
  ) as unknown;
  // The second beacon was sent, whole, by another process at the moment the first one wrote.
  expect(statuses).toEqual([204, 204]);
  expect(histogram(baseURL, 'LCP|checkout')).toEqual({ 12: 2 });
});

test("a flood spends the minute's budget: the beacons beyond it are refused and not counted", async ({
  page,
  baseURL,
}) => {
  const beacon = { page: 'cart', retired: RETIRED_NOW, metrics: { INP: 60 } };
  let accepted = 0;
  let status = 0;
  for (let sent = 0; sent < 80 && status !== 429; sent += 1) {
    status = (await sendBeacon(page, beacon)).status();
    if (status === 204) accepted += 1;
  }
  expect(status).toBe(429);
  expect(accepted).toBeLessThanOrEqual(30);
  expect(histogram(baseURL, 'INP|cart')).toEqual({ 2: accepted });
});

test('deleting the plugin removes its options and its table (uninstall.php)', ({ baseURL }) => {
  const script = new URL('site/uninstall-vitrina.php', import.meta.url).pathname;
  const [before, after] = execFileSync('php', [script, siteDir(), baseURL ?? ''], { encoding: 'utf8' })
    .split('\n')
    .map((line) => JSON.parse(line) as unknown[]);
  const [retired, vitals, rate, schema, rows] = before ?? [];
  expect(Array.isArray(retired) ? [...retired].sort() : retired).toEqual([...RETIRED_NOW].sort());
  expect(vitals).toEqual({ enabled: true, sample: 10 });
  expect(rate).toHaveProperty('count');
  expect(schema).toBe('1');
  expect(rows).toBeGreaterThan(0);
  expect(after).toEqual(['gone', 'gone', 'gone', 'gone', 'gone']);
});

test('the debug log stays empty (WP_DEBUG on)', () => {
  expect(readFileSync(join(siteDir(), 'debug.log'), 'utf8')).toBe('');
});
