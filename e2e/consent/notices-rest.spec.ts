import { expect, test, type Page, type Request } from '@playwright/test';
import { injectFault, resetShop, type Fault } from '../support/fixture.ts';
import { loginAsAdmin } from '../support/consent.ts';
import { hostReady } from '../support/product.ts';
import { armFault, redirectTargetPerTest } from '../support/redirect-target.ts';
import { collectUncaught } from '../support/uncaught.ts';

/**
 * The fault matrix's REST rows (issue 26 item 7): the coming-soon banner's dismissal
 * (`POST /wp-json/wp/v2/users/{id}`) and the `rest-nonce` renewal behind it (spec §7.3: on
 * `rest_cookie_invalid_nonce` the nonce is renewed through `admin-ajax.php?action=rest-nonce` and
 * the call sent again once). §8 for the banner: it is hidden as WooCommerce hides it whatever the
 * answer, a failure is said aloud, and it comes back on the next page. Contact Form 7's REST calls
 * carry no nonce (contact-form-7 includes/js/src/api-fetch.js deletes `X-WP-Nonce`), so this
 * banner is the one REST caller the renewal serves.
 */
const FAULTS: readonly Fault[] = ['500', 'timeout', 'malformed', 'network', 'shape'];
const BANNER = '#coming-soon-footer-banner';
const DISMISS = 'a.coming-soon-footer-banner-dismiss';
const REST_PATH = '/wp-json/wp/v2/users/1';
/** The nonce the fixture prints on the banner (fixtures/server/render/admin-data.ts). */
const PRINTED_NONCE = 'a8e1f0c2d4';
const FAILED = 'Anunțul nu a putut fi închis definitiv și va apărea din nou la următoarea pagină.';

/** The REST and renewal calls the page made, in order, with the nonce each REST call carried. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === REST_PATH) calls.push(`rest ${request.headers()['x-wp-nonce'] ?? ''}`);
    else if (url.searchParams.get('action') === 'rest-nonce') calls.push('rest-nonce');
  });
  return calls;
}

/** A tab left open past the nonce's 24 h: the page still prints the nonce it was served with. */
async function withExpiredNonce(page: Page): Promise<void> {
  await page.route(/\/$/, async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: (await response.text()).replace(`data-rest-nonce="${PRINTED_NONCE}"`, 'data-rest-nonce="expirat0"'),
    });
  });
}

async function dismiss(page: Page): Promise<void> {
  await page.goto('/');
  await hostReady(page, BANNER);
  await page.locator(DISMISS).click();
}

let uncaught: string[] = [];

test.beforeEach(async ({ page, context }) => {
  await context.clearCookies();
  await resetShop(page);
  await context.addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
  await loginAsAdmin(page);
  uncaught = await collectUncaught(page);
});

test.afterEach(() => {
  expect(uncaught).toEqual([]);
});

for (const fault of FAULTS) {
  test(`wp/v2/users × ${fault}: the banner hidden as WooCommerce does, the failure said aloud, back on the next page`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await injectFault(
      page,
      REST_PATH,
      fault,
      fault === 'network' ? 20 : 1,
      fault === 'shape' ? { ok: true } : undefined,
    );
    await dismiss(page);
    await expect(page.locator(BANNER)).toBeHidden({ timeout: 25_000 });
    await expect(page.locator('.vitrina-live-region[role="alert"]')).toHaveText(FAILED);
    await page.request.delete('/__fixture/faults');
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator(BANNER)).toBeVisible();
  });
}

// Each test of the file gets its own second origin (a local server, cheap to start); the redirect cases use it.
const target = redirectTargetPerTest();

// Issue 39: the dismissal carries the REST nonce (X-WP-Nonce) and the shopper's cookies; a 307 to another origin is not followed.
test('wp/v2/users × redirect: nothing reaches the other origin, the failure said aloud, back on the next page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await armFault(page, REST_PATH, 'redirect', 1, target);
  await dismiss(page);
  await expect(page.locator(BANNER)).toBeHidden({ timeout: 25_000 });
  await expect(page.locator('.vitrina-live-region[role="alert"]')).toHaveText(FAILED);
  expect(target.requests, 'requests that followed the 307 off the site').toEqual([]);
  await page.reload();
  await expect(page.locator(BANNER)).toBeVisible();
});

test('an expired nonce is renewed through rest-nonce and the dismissal sent again once, with nothing said', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await withExpiredNonce(page);
  await dismiss(page);
  await expect(page.locator(BANNER)).toBeHidden();
  await expect.poll(() => calls).toEqual(['rest expirat0', 'rest-nonce', `rest ${PRINTED_NONCE}`]);
  await expect(page.locator('.vitrina-live-region[role="alert"]:not(:empty)')).toHaveCount(0);
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator(BANNER)).toHaveCount(0);
});

for (const fault of FAULTS) {
  test(`rest-nonce × ${fault}: the renewal fails, the call is not sent again, the failure said aloud, the banner back on the next page`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const calls = recordCalls(page);
    await withExpiredNonce(page);
    await injectFault(page, 'rest-nonce', fault, fault === 'network' ? 20 : 1);
    await dismiss(page);
    await expect(page.locator(BANNER)).toBeHidden({ timeout: 45_000 });
    await expect(page.locator('.vitrina-live-region[role="alert"]')).toHaveText(FAILED);
    expect(calls[0]).toBe('rest expirat0');
    expect(calls.slice(1).every((call) => call === 'rest-nonce')).toBe(true);
    expect(calls.length).toBeGreaterThan(1);
    await page.request.delete('/__fixture/faults');
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator(BANNER)).toBeVisible();
  });
}
