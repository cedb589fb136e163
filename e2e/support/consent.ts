import { expect, type BrowserContext, type Page } from '@playwright/test';

export const BAR = '#cookie-law-info-bar';
export const AGAIN_TAB = '#cookie-law-info-again';
export const CATEGORIES = ['necessary', 'functional', 'analytics', 'advertisement'] as const;

/** The banner's React half is drawn (it loads after the widget mounts). */
export async function bannerShown(page: Page): Promise<void> {
  await expect(page.locator(BAR)).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(page.locator(`${BAR} .cli-bar-btn_container button`).first()).toBeVisible({ timeout: 15_000 });
}

export async function cookieMap(context: BrowserContext): Promise<Map<string, { value: string; expires: number; path: string }>> {
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
  const response = await page.request.post('/contul-meu/', { form: { username: 'admin', password: 'parola-admin', login: 'Autentificare' } });
  expect(response.ok()).toBe(true);
}

/** Bundle chunks the page fetched, each with whether its fetch started after the load event. */
export function chunkFetches(page: Page): Promise<{ file: string; afterLoad: boolean }[]> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const loadStart = navigation instanceof PerformanceNavigationTiming ? navigation.loadEventStart : 0;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/vitrina/chunks/'))
      .map((entry) => ({ file: entry.name.slice(entry.name.lastIndexOf('/') + 1), afterLoad: loadStart > 0 && entry.startTime >= loadStart }));
  });
}
