import { hoverPendingUntilMounted, hoverUntilMounted, readyUntouched } from './intent.ts';
import { expect, type Page } from '@playwright/test';
import { injectFault as injectShopFault, type Fault } from './fixture.ts';

/** Product pages of the fixture catalogue used by the product e2e specs. */
export const VARIABLE = { path: '/produs/tricou-basic/', id: 1521 } as const;
export const SIMPLE = { path: '/produs/apa-de-toaleta-briza-de-mare/', id: 1021 } as const;

/** `?vitrina-config=` with a globals override, e.g. `{ awdr_params: { enable_update_price_with_qty: 'show_dynamically' } }`. */
export function withConfig(path: string, globals: Record<string, unknown>, extra = ''): string {
  return `${path}?vitrina-config=${encodeURIComponent(JSON.stringify({ globals }))}${extra}`;
}

/**
 * The host and the widgets inside it are ready with nothing touched: the ones that mount by
 * themselves have mounted, the ones that wait for the first touch (design §8) are armed for it.
 * The test then touches as a shopper does and the runtime must deliver that first interaction.
 */
export async function hostReady(page: Page, selector: string): Promise<void> {
  await readyUntouched(page.locator(selector).first());
}

/**
 * Wakes the host and the widgets inside it as a mouse user does, the pointer passing over them
 * (trusted hover), for tests of what the mounted widget shows before they act. Their first
 * interaction, without this, is covered by the *-first-touch specs.
 */
export async function hostMountedByHover(page: Page, selector: string): Promise<void> {
  const host = page.locator(selector).first();
  await hoverUntilMounted(host);
  await hoverPendingUntilMounted(host);
}

export { resetShop } from './fixture.ts';

/**
 * A 'network' fault is armed for many requests: Chromium silently retries a request whose
 * kept-alive socket was dropped, once per pooled socket, before it reports the failure.
 */
export function injectFault(
  page: Page,
  endpoint: string,
  fault: Fault,
  times = fault === 'network' ? 20 : 1,
): Promise<void> {
  return injectShopFault(page, endpoint, fault, times);
}

/** Holds this visitor's wdr_ajax get_price_html answer for one quantity (fixtures/server/routes/product-discounts.ts). */
export async function delayPriceAnswer(page: Page, quantity: number, ms: number): Promise<void> {
  expect(
    (await page.request.post('/__product-fixture/wdr-delay', { form: { qty: String(quantity), ms: String(ms) } })).ok(),
  ).toBe(true);
}

/**
 * Records every admin-ajax form body the page sends (the request layer streams its bodies, so
 * Playwright's postData() cannot see them). Call before goto; read with the returned function.
 */
export async function recordAdminAjax(page: Page): Promise<() => Promise<URLSearchParams[]>> {
  await page.addInitScript(() => {
    const bodies: string[] = [];
    (window as unknown as { __adminAjax: string[] }).__adminAjax = bodies;
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === '/wp-admin/admin-ajax.php') bodies.push(await request.clone().text());
      return original(request);
    };
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { __adminAjax?: string[] }).__adminAjax ?? [])).map(
      (body) => new URLSearchParams(body),
    );
}
