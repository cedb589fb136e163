import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import {
  AGAIN_TAB,
  BANNER_CHUNK,
  BAR,
  BAR_BUTTONS,
  CATEGORIES,
  DIALOG_CHUNK,
  REACT_CHUNK,
  bannerShown,
  consentAfterPaint,
  cookieMap,
  decodeRecord,
  ranScripts,
  recordChunks,
} from '../support/consent.ts';
import { recordLayoutShifts } from '../support/layout-shifts.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

const YEAR_S = 365 * 24 * 3600;

failOnPageErrors({ clearCookies: true });

test('without JavaScript the page works and the banner stays hidden, as the plugin prints it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/produse/');
  await expect(page.locator('.products .product-small').first()).toBeVisible();
  await expect(page.locator(BAR)).toHaveCount(1);
  await expect(page.locator(BAR)).toBeHidden();
  expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'viewed_cookie_policy' }));
  await context.close();
});

test('first visit: the banner shows, nothing parked runs, no layout shifts, and no React', async ({ page }) => {
  const shifts = await recordLayoutShifts(page);
  const consentStarts = await consentAfterPaint(page);
  const chunks = recordChunks(page);
  const thirdParty: string[] = [];
  page.on('request', (request) => request.url().includes('/third-party/') && thirdParty.push(request.url()));
  await page.goto('/');
  const since = await consentStarts();
  await bannerShown(page);
  await expect(page.locator(BAR)).toHaveAttribute('role', 'region');
  await expect(page.locator(BAR)).toHaveAttribute('aria-label', 'Consimțământ pentru cookie-uri');
  await expect(page.locator(BAR_BUTTONS)).toHaveText(['Setări cookie-uri', 'Refuz', 'Accept', 'Accept tot']);
  await expect(page.locator(`${BAR} .cli-bar-message a`)).toHaveAttribute('href', '/politica-de-confidentialitate/');
  await expect(page.locator(AGAIN_TAB)).toBeHidden();
  await expectAxeClean(page, BAR);
  expect(await ranScripts(page)).toEqual([]);
  expect(thirdParty).toEqual([]);
  expect(await shifts(since)).toBe(0);
  // React on need (design §8): the bar is the server's markup, so nothing touched fetches no React.
  await page.waitForLoadState('networkidle');
  expect(chunks.filter((url) => REACT_CHUNK.test(url) || DIALOG_CHUNK.test(url))).toEqual([]);
});

test('first visit, keyboard only: Space on the printed Accept decides without React', async ({ page, context }) => {
  const chunks = recordChunks(page);
  await page.goto('/');
  await bannerShown(page);
  const accept = page.locator(`${BAR} .wt-cli-accept-btn`);
  await accept.focus();
  await page.keyboard.press('Space');
  await expect(page.locator(BAR)).toBeHidden();
  await expect(page.locator(AGAIN_TAB)).toBeFocused();
  const cookies = await cookieMap(context);
  expect(cookies.get('viewed_cookie_policy')?.value).toBe('yes');
  expect(decodeRecord(cookies.get('CookieLawInfoConsent')?.value)).toEqual({
    ver: '1',
    necessary: true,
    functional: false,
    analytics: false,
    advertisement: false,
  });
  await page.waitForLoadState('networkidle');
  expect(chunks.filter((url) => REACT_CHUNK.test(url) || DIALOG_CHUNK.test(url))).toEqual([]);
});

test('accept all writes every cookie of §3.12 for 365 days and runs the parked scripts in page order', async ({
  page,
  context,
}) => {
  const shifts = await recordLayoutShifts(page);
  const consentStarts = await consentAfterPaint(page);
  await page.goto('/');
  const since = await consentStarts();
  await bannerShown(page);
  await page.locator(`${BAR} .wt-cli-accept-all-btn`).click();
  await expect(page.locator(BAR)).toBeHidden();
  await expect(page.locator(AGAIN_TAB)).toBeVisible();
  await expect(page.locator(AGAIN_TAB)).toHaveAttribute('role', 'button');
  await expect(page.locator(AGAIN_TAB)).toHaveAccessibleName('Gestionează consimțământul');
  await expectAxeClean(page, AGAIN_TAB);

  const cookies = await cookieMap(context);
  const now = Date.now() / 1000;
  expect(cookies.get('viewed_cookie_policy')?.value).toBe('yes');
  for (const category of CATEGORIES) expect(cookies.get(`cookielawinfo-checkbox-${category}`)?.value).toBe('yes');
  expect(decodeRecord(cookies.get('CookieLawInfoConsent')?.value)).toEqual({
    ver: '1',
    necessary: true,
    functional: true,
    analytics: true,
    advertisement: true,
  });
  for (const name of ['viewed_cookie_policy', 'CookieLawInfoConsent', 'cookielawinfo-checkbox-analytics']) {
    const cookie = cookies.get(name)!;
    expect(cookie.path).toBe('/');
    expect(Math.abs(cookie.expires - (now + YEAR_S))).toBeLessThan(3600);
  }
  await expect.poll(() => ranScripts(page)).toEqual(['analytics-inline', 'pixel', 'analytics-add-on']);
  // The bar arriving on the painted page, leaving, the tab and the scripts it let run move nothing.
  expect(await shifts(since)).toBe(0);

  // A returning visitor: no banner, the scripts run at once, and the settings dialog is never downloaded.
  const chunks = recordChunks(page);
  await page.reload();
  await expect(page.locator(AGAIN_TAB)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => ranScripts(page)).toEqual(['analytics-inline', 'pixel', 'analytics-add-on']);
  await expect(page.locator(BAR)).toBeHidden();
  expect(chunks.filter((url) => DIALOG_CHUNK.test(url))).toEqual([]);
});

test('reject writes no for every switchable category, erases their cookies and runs nothing', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: '_fixture_ga', value: 'GA1.1.old', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/');
  await bannerShown(page);
  await page.locator(`${BAR} .wt-cli-reject-btn`).click();
  await expect(page.locator(BAR)).toBeHidden();
  const cookies = await cookieMap(context);
  expect(cookies.get('viewed_cookie_policy')?.value).toBe('no');
  expect(cookies.get('cookielawinfo-checkbox-necessary')?.value).toBe('yes');
  for (const category of ['functional', 'analytics', 'advertisement'])
    expect(cookies.get(`cookielawinfo-checkbox-${category}`)?.value).toBe('no');
  expect(decodeRecord(cookies.get('CookieLawInfoConsent')?.value)).toEqual({
    ver: '1',
    necessary: true,
    functional: false,
    analytics: false,
    advertisement: false,
  });
  expect(cookies.has('_fixture_ga')).toBe(false);
  await page.reload();
  await expect(page.locator(AGAIN_TAB)).toBeVisible({ timeout: 15_000 });
  expect(await ranScripts(page)).toEqual([]);
});

test('keyboard: the settings modal opens from the banner, necessary is locked, a saved choice gates each category', async ({
  page,
  context,
}) => {
  const chunks = recordChunks(page);
  await page.goto('/');
  await bannerShown(page);
  const settings = page.locator(`${BAR} .cli_settings_button`);
  await settings.focus();
  await page.waitForLoadState('networkidle');
  expect(chunks.filter((url) => DIALOG_CHUNK.test(url) || REACT_CHUNK.test(url))).toEqual([]);
  // The press fetches the dialog and React, and is not lost: the dialog opens when they arrive.
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.vitrina-consent-dialog');
  await expect(dialog).toBeVisible();
  expect(chunks.filter((url) => DIALOG_CHUNK.test(url)).length).toBe(1);
  expect(chunks.filter((url) => REACT_CHUNK.test(url)).length).toBe(1);
  await expect(dialog).toHaveAccessibleName('Prezentare generală a confidențialității');
  await expect(dialog.locator('.vitrina-dialog-close')).toBeFocused();
  await expectAxeClean(page, 'dialog.vitrina-consent-dialog');

  const box = (category: string) => dialog.locator(`input[data-id="checkbox-${category}"]`);
  await expect(box('necessary')).toBeChecked();
  await expect(box('necessary')).toBeDisabled();
  for (const category of ['functional', 'analytics', 'advertisement']) await expect(box(category)).not.toBeChecked();

  // Escape closes without saving and focus returns to the settings button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect((await cookieMap(context)).has('viewed_cookie_policy')).toBe(false);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await box('analytics').focus();
  await page.keyboard.press('Space');
  await expect(box('analytics')).toBeChecked();
  await dialog.locator('details summary').first().click();
  await expect(dialog.locator('details table').first()).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Salvează și acceptă' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(BAR)).toBeHidden();
  await expect(page.locator(AGAIN_TAB)).toBeFocused();
  await expect(page.locator('.vitrina-live-region[role="status"]')).toHaveText(
    'Preferințele pentru cookie-uri au fost salvate.',
  );

  const cookies = await cookieMap(context);
  expect(cookies.get('viewed_cookie_policy')?.value).toBe('yes');
  expect(decodeRecord(cookies.get('CookieLawInfoConsent')?.value)).toEqual({
    ver: '1',
    necessary: true,
    functional: false,
    analytics: true,
    advertisement: false,
  });
  await expect.poll(() => ranScripts(page)).toEqual(['analytics-inline', 'analytics-add-on']);
});

test("'manage consent' re-opens the banner; withdrawing consent stops further loads", async ({ page, context }) => {
  await page.goto('/livrare-si-retur/');
  await bannerShown(page);
  await page.locator(`${BAR} .wt-cli-accept-btn`).click(); // accept with the defaults: only necessary
  await expect(page.locator(BAR)).toBeHidden();
  expect(await ranScripts(page)).toEqual([]);

  const manage = page.locator('.entry-content .cli_manage_current_consent');
  await manage.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(BAR)).toBeVisible();
  await expect(page.locator(BAR_BUTTONS).first()).toBeFocused();
  await expectAxeClean(page, BAR);
  await page.locator(`${BAR} .cli_settings_button`).click();
  const dialog = page.locator('dialog.vitrina-consent-dialog');
  await dialog.locator('input[data-id="checkbox-advertisement"]').check();
  await dialog.getByRole('button', { name: 'Salvează și acceptă' }).click();
  await expect(page.locator(BAR)).toBeHidden();
  await expect(manage).toBeFocused();
  await expect.poll(() => ranScripts(page)).toEqual(['pixel']);
  await expect.poll(async () => (await cookieMap(context)).get('_fixture_fbp')?.value).toBe('fb.1.fixture');

  // Withdraw through the tab: the advertising cookie goes, and the next page loads nothing.
  await page.locator(AGAIN_TAB).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(BAR)).toBeVisible();
  await page.locator(`${BAR} .wt-cli-reject-btn`).click();
  const cookies = await cookieMap(context);
  expect(cookies.get('viewed_cookie_policy')?.value).toBe('no');
  expect(cookies.get('cookielawinfo-checkbox-advertisement')?.value).toBe('no');
  expect(cookies.has('_fixture_fbp')).toBe(false);
  const thirdParty: string[] = [];
  page.on('request', (request) => request.url().includes('/third-party/') && thirdParty.push(request.url()));
  await page.reload();
  await expect(page.locator(AGAIN_TAB)).toBeVisible({ timeout: 15_000 });
  expect(await ranScripts(page)).toEqual([]);
  expect(thirdParty).toEqual([]);
});

test('a returning shopper sees only the tab; the bar is wired on the first touch of the tab, whose key press opens it', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
  const chunks = recordChunks(page);
  await page.goto('/');
  await expect(page.locator(AGAIN_TAB)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(BAR)).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(chunks.filter((url) => BANNER_CHUNK.test(url))).toEqual([]);
  // Focus starts the fetch and the key comes at once, before the chunk can have arrived.
  await page.locator(AGAIN_TAB).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(BAR)).toBeVisible();
  await expect(page.locator(BAR_BUTTONS).first()).toBeFocused();
  expect(chunks.filter((url) => BANNER_CHUNK.test(url))).toHaveLength(1);
});

test('the banner closes by itself after its time, setting the accepted flag without a consent record', async ({
  page,
  context,
}) => {
  await page.goto('/cos/');
  await bannerShown(page);
  await expect(page.locator(BAR)).toBeHidden({ timeout: 15_000 });
  const cookies = await cookieMap(context);
  expect(cookies.get('viewed_cookie_policy')?.value).toBe('yes');
  expect(cookies.get('cookielawinfo-checkbox-analytics')?.value).toBe('no');
  expect(cookies.has('CookieLawInfoConsent')).toBe(false);
  expect(await ranScripts(page)).toEqual([]);
});

test('scrolling past 100 px accepts and closes the banner', async ({ page, context }) => {
  await page.goto('/produse/');
  await bannerShown(page);
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, 600);
  await expect(page.locator(BAR)).toBeHidden();
  const cookies = await cookieMap(context);
  expect(cookies.get('viewed_cookie_policy')?.value).toBe('yes');
  expect(decodeRecord(cookies.get('CookieLawInfoConsent')?.value)).toEqual({
    ver: '1',
    necessary: true,
    functional: false,
    analytics: false,
    advertisement: false,
  });
});

test('the banner never covers the focused element, down to the last link of the page', async ({ page }) => {
  await page.goto('/produse/');
  await bannerShown(page);
  // Focus inside keeps it open: a banner being used does not close by itself.
  await page.locator(BAR_BUTTONS).first().focus();
  const bar = (await page.locator(BAR).boundingBox())!;
  for (const target of [page.locator('#footer .widget a').last(), page.locator('.copyright-footer strong')]) {
    await target.evaluate((element) => {
      if (!(element instanceof HTMLElement)) return;
      if (!(element instanceof HTMLAnchorElement)) element.tabIndex = -1;
      element.focus();
    });
    const box = (await target.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
  }
  await expect(page.locator(BAR)).toBeVisible();
});

test('with no consent system on the page, consent is assumed and the analytics add-on loads', async ({ page }) => {
  await page.goto('/?consent=off');
  await expect(page.locator('#analytics-add-on-js')).toHaveAttribute('data-vitrina-state', 'mounted', {
    timeout: 15_000,
  });
  await expect.poll(() => ranScripts(page)).toEqual(['analytics-add-on']);
  await expect(page.locator(BAR)).toHaveCount(0);
});
