import { expect, test, type Page } from '@playwright/test';
import { BAR, bannerShown } from '../support/consent.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

// Real shoppers' Web Vitals (issue 37) go to the WordPress plugin's route only with the shopper's
// statistics consent (CookieLawInfo's analytics category): nothing is loaded or sent before it.
failOnPageErrors({ clearCookies: true });

const ROUTE = '/wp-json/vitrina/v1/vitals';
const RETIRED = ['cookie-law-info', 'woocommerce-cart'];
/** Google's web-vitals, in its own chunk (dist/chunks/web-vitals-*.js). */
const WEB_VITALS_CHUNK = /\/vitrina\/chunks\/web-vitals-[\w-]+\.js/;

/** The home page with the config the plugin prints when the owner collects vitals: every view sampled. */
function homeWithVitals(baseURL: string | undefined): string {
  const config = { vitals: { url: `${baseURL ?? ''}${ROUTE}`, sample: 1, retired: RETIRED } };
  return `/?vitrina-config=${encodeURIComponent(JSON.stringify(config))}`;
}

/** Every beacon sent to the route, answered as the plugin answers one it counted (204). */
async function recordBeacons(page: Page): Promise<string[]> {
  const bodies: string[] = [];
  await page.route(`**${ROUTE}`, (route) => {
    bodies.push(route.request().postData() ?? '');
    return route.fulfill({ status: 204 });
  });
  return bodies;
}

/** Every request for the web-vitals chunk. */
function recordWebVitals(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => WEB_VITALS_CHUNK.test(request.url()) && urls.push(request.url()));
  return urls;
}

/** The tab hidden or shown again, as when the shopper switches away and back (when a visit's beacon goes). */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/**
 * Hides the page, then waits for a request the page makes after it: a beacon sent as the page was
 * hidden has been issued before that request, so the beacons recorded by then are all there are.
 */
async function hideAndSettle(page: Page): Promise<void> {
  await setVisibility(page, 'hidden');
  expect(await page.evaluate(() => fetch('/__fixture/health').then((response) => response.status))).toBe(200);
  await page.waitForLoadState('networkidle');
}

test('undecided, nothing is loaded or sent; once the shopper accepts statistics, one beacon goes', async ({
  page,
  baseURL,
}) => {
  const bodies = await recordBeacons(page);
  const chunks = recordWebVitals(page);
  await page.goto(homeWithVitals(baseURL));
  await bannerShown(page);
  // After `load` the vitals chunk has run and is waiting for consent: without the gate it would
  // have fetched web-vitals by now and sent its beacon as the page is hidden.
  await page.waitForLoadState('networkidle');
  await hideAndSettle(page);
  expect(chunks).toEqual([]);
  expect(bodies).toEqual([]);
  await setVisibility(page, 'visible');

  const loaded = page.waitForResponse(WEB_VITALS_CHUNK);
  await page.locator(`${BAR} .wt-cli-accept-all-btn`).click();
  await expect(page.locator(BAR)).toBeHidden();
  await loaded;
  // Shown and hidden until the beacon goes: the first hide after web-vitals is listening sends it.
  await expect
    .poll(async () => {
      await setVisibility(page, 'visible');
      await setVisibility(page, 'hidden');
      return bodies.length;
    })
    .toBe(1);
  const report = JSON.parse(bodies[0] ?? '') as { page: string; retired: string[]; metrics: Record<string, number> };
  expect(Object.keys(report).sort()).toEqual(['metrics', 'page', 'retired']);
  expect(report.page).toBe('home');
  expect(report.retired).toEqual(RETIRED);
  expect(Object.keys(report.metrics).length).toBeGreaterThan(0);
  for (const [name, value] of Object.entries(report.metrics)) {
    expect(['LCP', 'INP', 'CLS']).toContain(name);
    expect(value).toBeGreaterThanOrEqual(0);
  }
  // One beacon a page view, however often the tab is hidden again.
  await setVisibility(page, 'visible');
  await hideAndSettle(page);
  expect(bodies).toHaveLength(1);
  expect(chunks).toHaveLength(1);
});

test('a shopper who refused statistics sends nothing on the next pages', async ({ page, baseURL }) => {
  const bodies = await recordBeacons(page);
  const chunks = recordWebVitals(page);
  await page.goto(homeWithVitals(baseURL));
  await bannerShown(page);
  await page.locator(`${BAR} .wt-cli-reject-btn`).click();
  await expect(page.locator(BAR)).toBeHidden();
  await page.goto(homeWithVitals(baseURL));
  await page.waitForLoadState('networkidle');
  await hideAndSettle(page);
  expect(chunks).toEqual([]);
  expect(bodies).toEqual([]);
});
