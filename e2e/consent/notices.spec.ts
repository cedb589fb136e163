import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { injectFault, type Fault } from '../support/fixture.ts';
import { AGAIN_TAB, BAR, cookieMap, loginAsAdmin } from '../support/consent.ts';
import { chunksAfterPaint, recordLayoutShifts } from '../support/layout-shifts.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

const NOTICE = '.woocommerce-store-notice';
const BANNER = '#coming-soon-footer-banner';
const DISMISS = 'a.coming-soon-footer-banner-dismiss';
const REST_PATH = '/wp-json/wp/v2/users/1';
const FAULTS: readonly Fault[] = ['500', 'timeout', 'malformed', 'network'];

async function mounted(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector).first()).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
}

/** The cookie banner stays out of these tests: the visitor decided before. */
async function decidedVisitor(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
}

failOnPageErrors({ clearCookies: true });

test.describe('store notice', () => {
  test('without JavaScript the page works and the notice stays hidden, as WooCommerce prints it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/livrare-si-retur/');
    await expect(page.locator('.entry-content h2').first()).toBeVisible();
    await expect(page.locator(NOTICE)).toBeHidden();
    await context.close();
  });

  test('shows at the bottom under the cookie banner without shifting anything; the keyboard dismisses it for good', async ({
    page,
    context,
  }) => {
    // The trust badge at the page's foot can be painted half-parsed and grow before any script runs
    // (seen in its own spec); a 0.0003 shift showed once in CI here, sources not logged, most likely that), so
    // it stays out of this count: the server does not print it while its cookie is set.
    await context.addCookies([{ name: 'cr_hide_trustbadge', value: 'true', domain: '127.0.0.1', path: '/' }]);
    const shifts = await recordLayoutShifts(page);
    // The page arriving (the header's columns painted half-parsed) is not the notice's doing.
    const widgetsStart = await chunksAfterPaint(page, ['store-notice', 'cookie-consent']);
    await page.goto('/livrare-si-retur/');
    const since = await widgetsStart();
    await mounted(page, NOTICE);
    await expect(page.locator(NOTICE)).toBeVisible();
    await expect(page.locator(BAR)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(`${BAR} [role="button"]`).first()).toBeVisible();
    const notice = (await page.locator(NOTICE).boundingBox())!;
    const bar = (await page.locator(BAR).boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(notice.y + 1); // stacked, not overlapping
    await expectAxeClean(page, NOTICE);
    expect(await shifts(since)).toBe(0);

    const id = await page.locator(NOTICE).getAttribute('data-notice-id');
    await page.locator(`${NOTICE} .woocommerce-store-notice__dismiss-link`).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(NOTICE)).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
    expect(page.url()).not.toContain('#');
    const cookie = (await cookieMap(context)).get(`store_notice${id}`);
    expect(cookie?.value).toBe('hidden');
    expect(cookie?.path).toBe('/');

    await page.reload();
    await mounted(page, NOTICE);
    await expect(page.locator(NOTICE)).toBeHidden();
  });

  test('Space on the dismiss link works as on a button', async ({ page }) => {
    await decidedVisitor(page);
    await page.goto('/?store-notice=1');
    await mounted(page, NOTICE);
    await page.locator(`${NOTICE} .woocommerce-store-notice__dismiss-link`).focus();
    await page.keyboard.press('Space');
    await expect(page.locator(NOTICE)).toBeHidden();
  });
});

test.describe('administrator', () => {
  test.beforeEach(async ({ page }) => {
    await decidedVisitor(page);
    await loginAsAdmin(page);
  });

  test('guests get no notices and no banner (the library prints its nonce for everyone); the endpoints refuse them', async ({
    page,
    request,
  }) => {
    await page.request.get('/contul-meu/iesire/');
    await page.goto('/');
    await expect(page.locator('.ademti-dismiss, .ademti-snooze')).toHaveCount(0);
    await expect(page.locator(BANNER)).toHaveCount(0);
    const nonce = await page.evaluate(
      () => (window as unknown as { dismissibleWpNotices?: { nonce: string } }).dismissibleWpNotices?.nonce,
    );
    expect(nonce).toEqual(expect.any(String));
    const refused = await request.post('/wp-admin/admin-ajax.php', {
      form: { action: 'ademti_dismissible_wp_notices_dismiss', slug: 'vitrina-feed-expired', nonce: nonce ?? '' },
    });
    expect(refused.status()).toBe(400);
  });

  test('dismiss and snooze: the notice leaves at once and stays gone after a reload; axe clean', async ({ page }) => {
    await page.goto('/');
    await mounted(page, '.ademti-dismiss');
    await mounted(page, BANNER);
    await expect(page.locator('.vitrina-admin-notices .notice')).toHaveCount(2);
    await expectAxeClean(page, ['.vitrina-admin-notices', BANNER]);

    const first = page.locator('.notice', { hasText: 'Feedul de produse' });
    await first.locator('.ademti-dismiss').focus();
    await page.keyboard.press('Enter');
    await expect(first).toBeHidden();
    // Focus goes on to the next notice's first control.
    await expect(page.locator('.notice', { hasText: 'recenzii' }).locator('.ademti-dismiss')).toBeFocused();
    const second = page.locator('.notice', { hasText: 'recenzii' });
    await second.locator('.ademti-snooze').click();
    await expect(second).toBeHidden();

    await expect
      .poll(async () => {
        await page.reload();
        return page.locator('.vitrina-admin-notices .notice').count();
      })
      .toBe(0);
  });

  for (const fault of FAULTS) {
    test(`dismiss fails (${fault}): the notice comes back with a Romanian message and focus`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await mounted(page, '.ademti-dismiss');
      await injectFault(page, 'ademti_dismissible_wp_notices_dismiss', fault, fault === 'network' ? 20 : 1);
      const notice = page.locator('.notice', { hasText: 'Feedul de produse' });
      await notice.locator('.ademti-dismiss').click();
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(notice.locator('.vitrina-notice-error')).toHaveText(
        'Notificarea nu a putut fi închisă. Încearcă din nou.',
      );
      await expect(page.locator('.vitrina-live-region[role="alert"]')).toHaveText(
        'Notificarea nu a putut fi închisă. Încearcă din nou.',
      );
      await expect(notice.locator('.ademti-dismiss')).toBeFocused();
      await expectAxeClean(page, '.vitrina-admin-notices');
      await page.reload();
      await expect(page.locator('.notice', { hasText: 'Feedul de produse' })).toBeVisible();
    });
  }

  test('a refused snooze (wrong answer: "Invalid authorisation") brings the notice back', async ({ page }) => {
    await page.goto(
      `/?vitrina-config=${encodeURIComponent(JSON.stringify({ globals: { dismissibleWpNotices: { nonce: 'invalid' } } }))}`,
    );
    await mounted(page, '.ademti-snooze');
    const notice = page.locator('.notice', { hasText: 'recenzii' });
    await notice.locator('.ademti-snooze').click();
    await expect(notice.locator('.vitrina-notice-error')).toHaveText(
      'Notificarea nu a putut fi amânată. Încearcă din nou.',
    );
    await expect(notice).toBeVisible();
  });

  test('a hostile answer is never inserted: the notice comes back with our own message and nothing runs', async ({
    page,
  }) => {
    await page.goto('/');
    await mounted(page, '.ademti-dismiss');
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<img src=x onerror="window.__pwned=1">Eroare' }),
    );
    const notice = page.locator('.notice', { hasText: 'Feedul de produse' });
    await notice.locator('.ademti-dismiss').click();
    await expect(notice.locator('.vitrina-notice-error')).toHaveText(
      'Notificarea nu a putut fi închisă. Încearcă din nou.',
    );
    await expect(notice).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  });

  test('the coming-soon banner: a named button, the REST call with the nonce header, hidden without a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await mounted(page, BANNER);
    const dismiss = page.locator(DISMISS);
    await expect(dismiss).toHaveAttribute('role', 'button');
    await expect(dismiss).toHaveAccessibleName('Închide anunțul „În curând”');
    const call = page.waitForRequest((request) => request.url().includes(REST_PATH));
    await dismiss.focus();
    await page.keyboard.press('Enter');
    const request = await call;
    expect(request.method()).toBe('POST');
    expect(request.headers()['x-wp-nonce']).toBe('a8e1f0c2d4');
    await expect(page.locator(BANNER)).toBeHidden();
    await expect(page.locator(AGAIN_TAB)).toBeVisible();
    await page.reload();
    await expect(page.locator('#cookie-law-info-again')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(BANNER)).toHaveCount(0);
  });
  // The dismissal's faults and the rest-nonce renewal behind it: e2e/consent/notices-rest.spec.ts.
});
