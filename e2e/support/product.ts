import { expect, type Page } from '@playwright/test';

/** Product pages of the fixture catalogue used by the product e2e specs. */
export const VARIABLE = { path: '/produs/tricou-basic/', id: 1521 } as const;
export const SIMPLE = { path: '/produs/apa-de-toaleta-briza-de-mare/', id: 1021 } as const;

/** `?vitrina-config=` with a globals override, e.g. `{ awdr_params: { enable_update_price_with_qty: 'show_dynamically' } }`. */
export function withConfig(path: string, globals: Record<string, unknown>, extra = ''): string {
  return `${path}?vitrina-config=${encodeURIComponent(JSON.stringify({ globals }))}${extra}`;
}

export async function mounted(page: Page, selector: string): Promise<void> {
  // idle widgets mount within 2 s of a settled page; a machine shared by parallel runs can take longer.
  await expect(page.locator(selector).first()).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
}

export async function resetShop(page: Page): Promise<void> {
  expect((await page.request.post('/__fixture/reset')).ok()).toBe(true);
}

export async function injectFault(page: Page, endpoint: string, fault: '500' | 'timeout' | 'malformed' | 'network', times = 1): Promise<void> {
  expect((await page.request.post('/__fixture/faults', { data: { endpoint, fault, times } })).ok()).toBe(true);
}

/** Holds this visitor's wdr_ajax get_price_html answer for one quantity (fixtures/server/routes/product-discounts.ts). */
export async function delayPriceAnswer(page: Page, quantity: number, ms: number): Promise<void> {
  expect((await page.request.post('/__product-fixture/wdr-delay', { form: { qty: String(quantity), ms: String(ms) } })).ok()).toBe(true);
}

/** Every admin-ajax call's form body the page sends, in order. */
export function recordAdminAjax(page: Page): URLSearchParams[] {
  const log: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wp-admin/admin-ajax.php' && request.method() === 'POST') log.push(new URLSearchParams(request.postData() ?? ''));
  });
  return log;
}
