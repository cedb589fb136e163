import { expect, type Page } from '@playwright/test';
import { collectPageErrors as collectErrors } from './page-errors.ts';

/** The checkout page and helpers shared by the checkout specs. */
export const CHECKOUT = '/finalizare-comanda/';
/** Simple in-stock products: 1061 costs less than the free-shipping threshold, 1021 more. */
export const CHEAP_PRODUCT = 1061;
export const DEAR_PRODUCT = 1021;

export async function addToCartOnServer(page: Page, productId: number): Promise<void> {
  const response = await page.request.post('/?wc-ajax=add_to_cart', {
    form: { product_id: String(productId), quantity: '1' },
  });
  expect(response.ok()).toBe(true);
}

/** `?vitrina-config=` with a globals override. */
export function checkoutWith(globals: Record<string, unknown>): string {
  return `${CHECKOUT}?vitrina-config=${encodeURIComponent(JSON.stringify({ globals }))}`;
}

/** The checkout's widgets draw with DOM code during mount (no React root to wait for), so a mounted host has drawn. */
export async function widgetMounted(page: Page, selector: string): Promise<void> {
  // idle widgets mount within 2 s of a settled page; a machine shared by parallel runs can take longer.
  await expect(page.locator(selector).first()).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
}

/** Opens the checkout and waits for the order review's first refresh (WooCommerce refreshes once on load). */
export async function openCheckout(page: Page, path = CHECKOUT): Promise<void> {
  const firstRefresh = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await page.goto(path);
  await widgetMounted(page, '#order_review');
  await firstRefresh;
  await expect(page.locator('#order_review')).not.toHaveAttribute('aria-busy', 'true');
}

/** Uncaught errors and console errors of the checkout page. */
export const collectPageErrors = (page: Page): string[] => collectErrors(page, { consoleErrors: true });

export async function fillBilling(page: Page, values: Partial<Record<string, string>> = {}): Promise<void> {
  const fields: Record<string, string> = {
    billing_first_name: 'Ana',
    billing_last_name: 'Popescu',
    billing_address_1: 'Strada Florilor 12',
    billing_city: 'Cluj-Napoca',
    billing_postcode: '400001',
    billing_phone: '0722123456',
    billing_email: 'ana.popescu@exemplu.ro',
    ...values,
  };
  for (const [name, value] of Object.entries(fields)) await page.locator(`#${name}`).fill(value ?? '');
  await page.locator('#billing_state').selectOption(values['billing_state'] ?? 'CJ');
}
