import { expect, test, type Page } from '@playwright/test';
import { fixtureSession, resetShop } from '../support/fixture.ts';
import { addToCartOnServer, CHEAP_PRODUCT, CHECKOUT, collectPageErrors, fillBilling } from '../support/checkout.ts';

const input = (page: Page, field: string) => page.locator(`form.checkout input[name="wc_order_attribution_${field}"]`);

async function values(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>('form.checkout input[name^="wc_order_attribution_"]')].map(
        (el) => [el.name.replace('wc_order_attribution_', ''), el.value],
      ),
    ),
  );
}

async function tracked(page: Page): Promise<void> {
  await expect(input(page, 'source_type')).not.toHaveValue('', { timeout: 15_000 });
}

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await addToCartOnServer(page, CHEAP_PRODUCT);
});

test('a campaign visit is utm; pages per session and the visit count follow the shopper to the checkout', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/produse/?utm_source=newsletter&utm_medium=email&utm_campaign=vara-2026');
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sbjs_session'), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.goto('/cos/');
  await expect
    .poll(
      async () =>
        decodeURIComponent(
          (await page.context().cookies()).find((cookie) => cookie.name === 'sbjs_session')?.value ?? '',
        ),
      { timeout: 15_000 },
    )
    .toContain('pgs=2');
  await page.goto(CHECKOUT);
  await tracked(page);
  const fields = await values(page);
  expect(fields).toMatchObject({
    source_type: 'utm',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'vara-2026',
    utm_content: '(none)',
    session_pages: '3',
    session_count: '1',
    referrer: '(none)',
  });
  expect(fields['session_entry']).toContain('utm_source=newsletter');
  expect(fields['session_start_time']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(fields['user_agent']).not.toBe('');
  expect(Object.keys(fields)).toHaveLength(16);
  expect(errors).toEqual([]);
});

test('a foreign referrer without a session is referral; a direct first visit is typein', async ({ page, context }) => {
  await page.goto(CHECKOUT, { referer: 'https://www.blog-moda.ro/articol/' });
  await tracked(page);
  expect(await values(page)).toMatchObject({
    source_type: 'referral',
    utm_source: 'blog-moda.ro',
    utm_medium: 'referral',
    referrer: 'https://www.blog-moda.ro/articol/',
  });
  await context.clearCookies();
  await resetShop(page);
  // A new shopper, with a new cart: an empty cart's checkout is replaced by the session-expired notice.
  // Added by a request, not a page visit, so the checkout stays the shopper's first page.
  await addToCartOnServer(page, CHEAP_PRODUCT);
  await page.goto(CHECKOUT);
  await tracked(page);
  expect(await values(page)).toMatchObject({
    source_type: 'typein',
    utm_source: '(direct)',
    utm_medium: '(none)',
    session_count: '1',
    session_pages: '1',
  });
});

test('the values survive the checkout redrawing its fields, and are posted with the order', async ({ page }) => {
  await page.goto('/?utm_source=google&utm_medium=cpc');
  // The tracker mounts after the load event: wait for it to record the campaign visit before leaving.
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sbjs_session'), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.goto(CHECKOUT);
  await tracked(page);
  await page.evaluate(() => {
    const group = document.querySelector('form.checkout wc-order-attribution-inputs');
    const fresh = document.createElement('wc-order-attribution-inputs');
    fresh.innerHTML = '<input type="hidden" name="wc_order_attribution_source_type" value="">';
    group?.replaceWith(fresh);
  });
  await expect(input(page, 'source_type')).toHaveValue('utm', { timeout: 15_000 });
  await expect(input(page, 'utm_source')).toHaveValue('google');
  await fillBilling(page);
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible({ timeout: 15_000 });
  const order = (await fixtureSession(page)) as unknown as {
    extra: Record<string, { attribution?: Record<string, string> }>;
  };
  expect(order.extra['checkout:lastOrder']?.attribution).toMatchObject({
    source_type: 'utm',
    utm_source: 'google',
    utm_medium: 'cpc',
  });
});

test('disallowing tracking deletes the cookies and empties the fields; allowing fills them again', async ({ page }) => {
  await page.goto(CHECKOUT);
  await tracked(page);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          typeof (window as unknown as { wc_order_attribution: { setOrderTracking?: unknown } }).wc_order_attribution
            .setOrderTracking,
      ),
    )
    .toBe('function');
  await page.evaluate(() =>
    (
      window as unknown as { wc_order_attribution: { setOrderTracking: (allow: boolean) => void } }
    ).wc_order_attribution.setOrderTracking(false),
  );
  await expect(input(page, 'source_type')).toHaveValue('');
  expect(Object.values(await values(page)).every((value) => value === '')).toBe(true);
  expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('sbjs_'))).toEqual([]);
  await page.evaluate(() =>
    (
      window as unknown as { wc_order_attribution: { setOrderTracking: (allow: boolean) => void } }
    ).wc_order_attribution.setOrderTracking(true),
  );
  await expect(input(page, 'source_type')).toHaveValue('typein');
});

test('§9 tracker defaults: params without a lifetime keep the cookies 6 months; the promo code, when on, is drawn from 100000–999999', async ({
  page,
}) => {
  // wc_order_attribution.params replaced whole: no lifetime printed, the promo code on.
  const config = {
    globals: { wc_order_attribution: { params: { session: 30, allowTracking: true, promocode: true } } },
  };
  await page.goto(`${CHECKOUT}?vitrina-config=${encodeURIComponent(JSON.stringify(config))}`);
  await tracked(page);
  const cookies = await page.context().cookies();
  const udata = cookies.find((cookie) => cookie.name === 'sbjs_udata')!;
  const days = (udata.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(179);
  expect(days).toBeLessThanOrEqual(180);
  const promo = decodeURIComponent(cookies.find((cookie) => cookie.name === 'sbjs_promo')?.value ?? '');
  const code = Number(/^code=(\d+)$/.exec(promo)?.[1]);
  expect(code).toBeGreaterThanOrEqual(100000);
  expect(code).toBeLessThanOrEqual(999999);
});
