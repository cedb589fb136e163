import { armed } from './intent.ts';
import { expect, type Page } from '@playwright/test';
import { fixtureSession, injectFault as injectFixtureFault, type FixtureSession } from './fixture.ts';

/** In-stock simple products of the fixture catalogue (fixtures/data/catalogue.json). */
export const SIMPLE_IDS = [1021, 1061, 1101, 1141, 1181, 1221, 1261, 1281, 1341, 1401] as const;
/** The shop's real listing and the simple, in-stock products whose ajax add buttons it prints on page 1. */
export const LISTING = '/produse/';
export const LISTING_IDS = [1281, 2081, 1681, 1021] as const;

/**
 * A listing add button as the server printed it, once the runtime has armed it: the widget mounts
 * on the first touch (design §8), and the click that touch brings is held until it has.
 */
export const listingButton = (page: Page, id: number) =>
  page
    .locator(
      `.products:not(.test-products) .add_to_cart_button.ajax_add_to_cart[data-product_id="${id}"][data-vitrina-state]`,
    )
    .first();

/** A page with the shop's header and mini-cart and no cart of its own (the shop's 404 page). */
export const PLAIN_PAGE = '/pagina-test-cos/';

export { resetShop } from './fixture.ts';

/** The fixture's fault injection, except a network failure, made in the browser (see below); one request by default. */
export async function injectFault(
  page: Page,
  endpoint: string,
  fault: '500' | 'timeout' | 'malformed' | 'network',
  times = 1,
): Promise<void> {
  // A server-side dropped socket is re-sent by Chromium itself (it retries a POST on a reused
  // connection), so the network failure is made in the browser, where no retry can hide it.
  if (fault === 'network') {
    await page.route(`**/?wc-ajax=${endpoint}`, (route) => route.abort('connectionfailed'), { times });
    return;
  }
  await injectFixtureFault(page, endpoint, fault, times);
}

export async function serverCart(page: Page): Promise<FixtureSession['cart']> {
  return (await fixtureSession(page)).cart;
}

/** Adds through the endpoint directly (not through the page), as another device would. */
export async function addOnServer(page: Page, productId: number, quantity = 1): Promise<void> {
  const response = await page.request.post('/?wc-ajax=add_to_cart', {
    form: { product_id: String(productId), quantity: String(quantity) },
  });
  expect(response.ok()).toBe(true);
}

export interface CartRequest {
  readonly endpoint: string;
  readonly body: string;
  readonly start: number;
  end?: number;
}

/** Every `?wc-ajax=` request of the page, with start and finish times taken from Playwright's events. */
export function recordCartRequests(page: Page): CartRequest[] {
  const log: CartRequest[] = [];
  const byRequest = new Map<unknown, CartRequest>();
  page.on('request', (request) => {
    const endpoint = new URL(request.url()).searchParams.get('wc-ajax');
    if (endpoint === null) return;
    const entry: CartRequest = { endpoint, body: request.postData() ?? '', start: performance.now() };
    byRequest.set(request, entry);
    log.push(entry);
  });
  const finish = (request: unknown) => {
    const entry = byRequest.get(request);
    if (entry) entry.end = performance.now();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return log;
}

/** Listing-style add buttons as WooCommerce prints them, inserted after load (the runtime arms them). */
export async function insertAddButtons(page: Page, ids: readonly number[]): Promise<void> {
  await page.evaluate((productIds) => {
    const list = document.createElement('ul');
    list.className = 'products test-products';
    list.innerHTML = productIds
      .map(
        (id) =>
          `<li class="product"><a href="?add-to-cart=${id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${id}" data-product_sku="SKU-${id}" aria-label="Adaugă în coș produsul ${id}" rel="nofollow" data-success_message="Produsul ${id} a fost adăugat în coș">Adaugă în coș</a></li>`,
      )
      .join('');
    (document.querySelector('#main, main, #wrapper') ?? document.body).append(list);
  }, ids);
  await expect(page.locator('.test-products .add_to_cart_button[data-vitrina-state]')).toHaveCount(ids.length);
}

/**
 * The page's widgets are running and the mini-cart is armed, nothing touched: it mounts when the
 * shopper first touches the header's cart or an item is added (design §8), as the test then does.
 */
export async function cartReadyUntouched(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-vitrina-state', 'mounted');
  await armed(page.locator('.widget_shopping_cart').first());
}

/** Mini-cart rows in the header dropdown. */
export const headerItems = (page: Page) => page.locator('li.cart-item .woocommerce-mini-cart-item');

/**
 * Init script: keeps the body of every cart request the page sends. Playwright's request events
 * do not expose bodies that fetch streams, so the page records them itself.
 */
export function recordSentBodies(): void {
  const bodies: string[] = [];
  (window as unknown as { cartBodies: string[] }).cartBodies = bodies;
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.includes('wc-ajax=add_to_cart')) bodies.push(await request.clone().text());
    return original(request);
  };
}

export const sentBodies = (page: Page) =>
  page.evaluate(() => (window as unknown as { cartBodies?: string[] }).cartBodies ?? []);

/**
 * The header dropdown shows while its item carries `current-dropdown` (the theme's rule), which
 * hovering adds once the header widget (flatsome-js's stand-in) runs. Without JavaScript the
 * theme's `.no-js li.has-dropdown:hover` rule shows it on hover alone: that is what a shopper sees.
 * The caller says which page it has; reading it off the page's own class would let a page that
 * kept `no-js` with JavaScript on (the head script's swap broken) pass on the no-JS hover rule.
 */
export async function openHeaderCart(page: Page, { javaScript = true }: { javaScript?: boolean } = {}): Promise<void> {
  const item = page.locator('li.cart-item.has-dropdown');
  if (!javaScript) {
    const dropdown = item.locator(':scope > .nav-dropdown');
    await expect(page.locator('html')).toHaveClass(/(^|\s)no-js(\s|$)/u);
    await expect(dropdown).toBeHidden();
    await item.hover();
    await expect(dropdown).toBeVisible();
    return;
  }
  await expect(page.locator('#header')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await item.hover();
  await expect(item).toHaveClass(/\bcurrent-dropdown\b/);
}

/** The cart page (/cos/) once the cart-page widget holds it: the update button waits for a change. */
export const cartForm = (page: Page) => page.locator('form.woocommerce-cart-form');
export const cartQuantity = (page: Page) => cartForm(page).locator('input.qty').first();
export const cartTotal = (page: Page) => page.locator('.cart_totals .order-total strong');
export const cartNotices = (page: Page) => page.locator('.woocommerce-notices-wrapper');
export const headerCount = (page: Page) => page.locator('.cart-icon strong').first();

export async function openCartPage(page: Page, query = ''): Promise<void> {
  await page.goto(`/cos/${query}`);
  await expect(cartForm(page).locator('button[name="update_cart"]')).toBeDisabled();
  // A marker that survives only while no page load happened: each swap must keep it.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
}

export const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/** Counts a legacy jQuery event on body (pages opened with ?with-jquery=1). */
export async function countJQueryEvents(page: Page, names: readonly string[]): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { jQuery?: unknown }).jQuery === 'function');
  await page.evaluate((list) => {
    const w = window as unknown as {
      jQuery: (el: Element) => { on(name: string, fn: (event: unknown, ...args: unknown[]) => void): void };
      __events: string[];
    };
    w.__events = [];
    for (const name of list)
      w.jQuery(document.body).on(name, (_event, ...args) => w.__events.push([name, ...args.map(String)].join(':')));
  }, names);
}

export const jqueryEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events?: string[] }).__events ?? []);
