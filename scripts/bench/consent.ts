import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Cookie banner scenario for scripts/bench.ts (fresh context: the visitor has not decided yet).
 * First visit: when the banner can be used (its printed buttons wired, no React), counted from
 * the load event, the layout shift until then, and the gzip bytes the consent chunks cost. Then
 * a returning visitor (after "accept all"): the consent bytes on a page without the banner. The
 * settings dialog's chunk (the banner's only React part) must be 0 on both: nobody opened it.
 */
const PAGE = '/';
const CONSENT_CHUNKS = /\/chunks\/(cookie-consent|banner|settings-view|consent-scripts)-[^/]+\.js$/;
const SETTINGS_VIEW = /\/chunks\/settings-view-/;
/** The bar shown with its buttons wired (the widget has mounted on it). */
const USABLE = '#cookie-law-info-bar[data-vitrina-state="mounted"] .wt-cli-accept-all-btn[role="button"]';

const OBSERVE = () => {
  const state = { shift: 0, drawnAt: -1 };
  (window as unknown as { __consentBench: typeof state }).__consentBench = state;
  // The moment the widget wires the printed buttons (the bar is shown in the same task).
  const drawn = new MutationObserver(() => {
    if (
      state.drawnAt >= 0 ||
      !document.querySelector(
        '#cookie-law-info-bar[data-vitrina-state="mounted"] .wt-cli-accept-all-btn[role="button"]',
      )
    )
      return;
    state.drawnAt = performance.now();
    drawn.disconnect();
  });
  drawn.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-vitrina-state', 'role'],
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) state.shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

function countConsentBytes(page: Page): { total: () => Promise<{ all: number; settingsView: number }> } {
  const sizes: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!CONSENT_CHUNKS.test(url)) return;
    sizes.push(
      response.body().then(
        (body) => ({ url, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ url, gzip: 0 }),
      ),
    );
  });
  return {
    async total() {
      const all = await Promise.all(sizes);
      return {
        all: all.reduce((sum, { gzip }) => sum + gzip, 0),
        settingsView: all.filter(({ url }) => SETTINGS_VIEW.test(url)).reduce((sum, { gzip }) => sum + gzip, 0),
      };
    },
  };
}

export async function cookieBanner(page: Page, baseUrl: string): Promise<Record<string, number>> {
  // A first visit: the bench's contexts start as a returning shopper who chose already.
  await page.context().clearCookies();
  await page.addInitScript(OBSERVE);
  const first = countConsentBytes(page);
  await page.goto(new URL(PAGE, baseUrl).href, { waitUntil: 'load' });
  await page.waitForSelector(USABLE, { state: 'visible', timeout: 30_000 });
  const firstVisit = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const loadEnd = navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0;
    const state = (window as unknown as { __consentBench: { shift: number; drawnAt: number } }).__consentBench;
    return { usableAfterLoadMs: state.drawnAt - loadEnd, shift: state.shift };
  });
  const firstBytes = await first.total();
  await page.click('#cookie-law-info-bar .wt-cli-accept-all-btn');
  await page.waitForSelector('#cookie-law-info-bar', { state: 'hidden' });

  page.removeAllListeners('response');
  const returning = countConsentBytes(page);
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('#cookie-law-info-again', { state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const returningBytes = await returning.total();
  return {
    firstVisitBannerUsableAfterLoadMs: firstVisit.usableAfterLoadMs,
    firstVisitLayoutShift: firstVisit.shift,
    firstVisitConsentGzipBytes: firstBytes.all,
    firstVisitSettingsViewGzipBytes: firstBytes.settingsView,
    returningConsentGzipBytes: returningBytes.all,
    returningSettingsViewGzipBytes: returningBytes.settingsView,
  };
}
