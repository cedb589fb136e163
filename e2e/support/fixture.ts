import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { outwaitHeldRequests } from './held.ts';

/**
 * Test controls of the fixture shop (fixtures/server/control.ts). They go through `page.request`,
 * which shares the page's cookies, so they act on the same visitor (session) as the page.
 * `shape` answers 200 with valid JSON of the wrong shape.
 */
export type Fault = '500' | 'timeout' | 'malformed' | 'network' | 'shape';
/** A 307 to `body` (issue 39): kept out of `Fault` so that the specs' tables by fault need no redirect row. */
export type AnyFault = Fault | 'redirect';

function requestOf(target: Page | APIRequestContext): APIRequestContext {
  return 'request' in target ? target.request : target;
}

/** Empties the visitor's cart and clears notices, faults and extras. */
export async function resetShop(target: Page | APIRequestContext): Promise<void> {
  const response = await requestOf(target).post('/__fixture/reset');
  expect(response.status(), 'POST /__fixture/reset').toBe(204);
}

/**
 * Makes the next `times` requests (all, when omitted) to `endpoint` fail. `endpoint` is a wc-ajax
 * endpoint (`add_to_cart`), an admin-ajax action (`woof_draw_products`, or `wdr_ajax:get_price_html`
 * for one method of an action) or a path (`/cos/`; a trailing `*` matches a prefix). `shape` answers
 * valid JSON of the wrong shape: `body` (default `{}`). `redirect` answers 307 to `body`, an
 * absolute URL (see e2e/support/redirect-target.ts for an origin that records what reaches it).
 * A `timeout` armed for a page moves that page's clock past the product's time-out once the
 * request is held (e2e/support/held.ts), instead of waiting it out.
 */
export async function injectFault(
  page: Page | APIRequestContext,
  endpoint: string,
  fault: AnyFault,
  times?: number,
  body?: unknown,
): Promise<void> {
  if (fault === 'timeout' && 'clock' in page) await outwaitHeldRequests(page);
  const data: Record<string, unknown> = { endpoint, fault };
  if (times !== undefined) data.times = times;
  if (body !== undefined) data.body = body;
  const response = await requestOf(page).post('/__fixture/faults', { data });
  expect(response.ok(), `inject ${fault} on ${endpoint}`).toBe(true);
}

export async function clearFaults(page: Page | APIRequestContext): Promise<void> {
  const response = await requestOf(page).delete('/__fixture/faults');
  expect(response.status(), 'DELETE /__fixture/faults').toBe(204);
}

export interface FixtureSession {
  readonly cart: {
    key: string;
    productId: number;
    variationId: number;
    quantity: number;
    variation: Record<string, string>;
  }[];
  readonly gifts: Record<string, number>;
  readonly user: string | null;
}

/** The visitor's server-side session (cart lines as the server holds them). */
export async function fixtureSession(page: Page | APIRequestContext): Promise<FixtureSession> {
  return (await (await requestOf(page).get('/__fixture/session')).json()) as FixtureSession;
}
