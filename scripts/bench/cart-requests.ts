import type { Page } from '@playwright/test';

/**
 * Cart requests per page load (a fresh context: no cookies, empty storage, so the counts mean
 * what their names say), ours for an empty cart and for a valid cache, side by side with what
 * §4.2's rules alone make.
 */
const PLAIN_PAGE = '/pagina-test-cos/';
const PRODUCT_ID = 1021;

async function countCartRequestsDuring(page: Page, load: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).searchParams.has('wc-ajax')) count += 1;
  };
  page.on('request', onRequest);
  await load();
  await page.waitForLoadState('networkidle');
  // vitrina:ready marks <html> once the widgets mounted at once (cart-fragments among them) are done.
  await page.waitForSelector('html[data-vitrina-ready]', { state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  page.off('request', onRequest);
  return count;
}

/**
 * Cart requests per page load: ours for an empty cart and for a valid cache, side by side with
 * what §4.2's rules alone make (the legacy script: one refresh on every load without a valid
 * cache, so 1 for the empty first visit and 0 with a valid cache).
 */
export async function cartRequestsPerLoad(page: Page, baseUrl: string): Promise<Record<string, number>> {
  await page.request.post(new URL('/__fixture/reset', baseUrl).href);
  const emptyCart = await countCartRequestsDuring(page, () => page.goto(new URL(PLAIN_PAGE, baseUrl).href));
  await page.evaluate((id) => {
    const button = document.createElement('a');
    button.href = `?add-to-cart=${id}`;
    button.className = 'button add_to_cart_button ajax_add_to_cart bench-add';
    button.dataset.product_id = String(id);
    button.dataset.quantity = '1';
    button.textContent = 'Adaugă în coș';
    document.body.append(button);
  }, PRODUCT_ID);
  await page.waitForSelector('.bench-add[data-vitrina-state]');
  await page.click('.bench-add');
  await page.waitForSelector('.bench-add.added');
  const validCache = await countCartRequestsDuring(page, () => page.reload());
  return { emptyCartOurs: emptyCart, emptyCartLegacyRules: 1, validCacheOurs: validCache, validCacheLegacyRules: 0 };
}
