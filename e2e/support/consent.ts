import { expect, type BrowserContext, type Page } from '@playwright/test';
import { chunksAfterPaint } from './layout-shifts.ts';

export const BAR = '#cookie-law-info-bar';
export const AGAIN_TAB = '#cookie-law-info-again';
export const CATEGORIES = ['necessary', 'functional', 'analytics', 'advertisement'] as const;

/** The bar's buttons as the server printed them (`<a role="button">`), wired in place. */
export const BAR_BUTTONS = `${BAR} .cli-bar-btn_container [role="button"]`;

/** The widget has mounted and shown the server's bar. */
export async function bannerShown(page: Page): Promise<void> {
  await expect(page.locator(BAR)).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(page.locator(BAR_BUTTONS).first()).toBeVisible({ timeout: 15_000 });
}

/** React's chunk (`chunks/react-*.js` in dist/) and the settings dialog's (`chunks/settings-view-*.js`). */
export const REACT_CHUNK = /\/vitrina\/chunks\/react-[\w-]+\.js/;
export const DIALOG_CHUNK = /\/vitrina\/chunks\/settings-view-[\w-]+\.js/;
/** The bar's wiring (`chunks/banner-*.js`), fetched at once only for a shopper who has not decided. */
export const BANNER_CHUNK = /\/vitrina\/chunks\/banner-[\w-]+\.js/;

/** Call before the page loads: the cookie widget starts once the loaded page has been painted (see chunksAfterPaint). */
export function consentAfterPaint(page: Page): Promise<() => Promise<number>> {
  return chunksAfterPaint(page, ['cookie-consent']);
}

/** Every bundle chunk the page requests from now on. */
export function recordChunks(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => request.url().includes('/vitrina/chunks/') && urls.push(request.url()));
  return urls;
}

export async function cookieMap(
  context: BrowserContext,
): Promise<Map<string, { value: string; expires: number; path: string }>> {
  return new Map((await context.cookies()).map((cookie) => [cookie.name, cookie]));
}

/** The consent record, decoded as a test reads it (base64 of JSON). */
export function decodeRecord(value: string | undefined): unknown {
  return value === undefined ? undefined : JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
}

/** Scripts the consent plugin parks note themselves in `window.fixtureThirdParty` when they run. */
export function ranScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { fixtureThirdParty?: string[] }).fixtureThirdParty ?? []);
}

export { collectPageErrors } from './page-errors.ts';

export async function loginAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/contul-meu/', {
    form: { username: 'admin', password: 'parola-admin', login: 'Autentificare' },
  });
  expect(response.ok()).toBe(true);
}
