import { expect, test } from '@playwright/test';
import { addToCartOnServer, CHEAP_PRODUCT, CHECKOUT } from '../support/checkout.ts';
import { VARIABLE } from '../support/product.ts';
import { RATED_POST } from '../support/rating.ts';
import { settledUntouched } from '../support/settled.ts';

/**
 * Design §8 / issue 25: React comes only when a React widget is touched or must draw what the
 * server did not print; widgets that only enhance the server's markup draw with DOM code. So these
 * pages settle, with nothing touched and every `visible` widget scrolled to, without React.
 */
const REACT = /\/chunks\/react-[^/]+\.js$/;

const PAGES = [
  { name: 'the home page', path: '/', hosts: ['#header'] },
  { name: 'the listing', path: '/produse/', hosts: ['.woof'] },
  { name: 'a variable product', path: VARIABLE.path, hosts: ['.woocommerce-product-gallery'] },
  { name: 'a rated post', path: RATED_POST.path, hosts: ['#header'] },
  { name: 'checkout', path: CHECKOUT, hosts: ['#order_review', 'form.checkout'] },
  { name: 'my account', path: '/contul-meu/', hosts: ['#reg_password', 'form.woocommerce-form-login #password'] },
  { name: 'the reviews page (grid and slider)', path: '/pareri-clienti/', hosts: ['.cr-reviews-grid'] },
] as const;

for (const { name, path, hosts } of PAGES) {
  test(`untouched, ${name} settles without fetching React`, async ({ page }) => {
    // A shopper who already chose in the cookie banner, so the banner stays closed.
    await page.context().addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
    if (path === CHECKOUT) await addToCartOnServer(page, CHEAP_PRODUCT);
    const react: string[] = [];
    page.on('request', (request) => void (REACT.test(request.url()) && react.push(request.url())));
    await page.goto(path);
    // The widgets the page is about have drawn (React widgets among them would have fetched React).
    for (const host of hosts)
      await expect(page.locator(host).first()).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
    await settledUntouched(page);
    expect(react).toEqual([]);
  });
}

/**
 * Issue 25 (each page fetches only what it uses): a returning shopper's home page with an empty
 * cart asks the server nothing until touched, so it settles without the request layer, ky, the
 * add-to-cart widget or the cookie bar's wiring; the first press on an add button brings them.
 * The preload table alone comes with the shopper's first move (runtime/intent.ts).
 */
test('untouched, the home page fetches no request layer; the first add brings it and adds', async ({ page }) => {
  await page.context().addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
  const chunks: string[] = [];
  page.on(
    'request',
    (request) =>
      void (
        request.url().includes('/vitrina/chunks/') &&
        chunks.push(new URL(request.url()).pathname.split('/').pop() ?? '')
      ),
  );
  await page.goto('/');
  await expect(page.locator('#header')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await settledUntouched(page);
  const requestLayer = /^(shared-api|ky|add-to-cart|banner|preload-table)-/;
  expect(chunks.filter((name) => requestLayer.test(name))).toEqual([]);
  // The shopper's first move, far from any widget, brings the table of what a touch will need, and nothing else.
  await page.mouse.move(5, 300);
  await expect
    .poll(() => chunks.filter((name) => requestLayer.test(name)))
    .toEqual([expect.stringMatching(/^preload-table-/)]);
  const button = page.locator('.add_to_cart_button.ajax_add_to_cart[data-vitrina-state]').first();
  await button.click();
  await expect(button).toHaveClass(/added/, { timeout: 15_000 });
  for (const chunk of ['shared-api', 'ky', 'add-to-cart'])
    expect(
      chunks.some((name) => name.startsWith(`${chunk}-`)),
      chunk,
    ).toBe(true);
});

/**
 * Issue 25 (first touch): the chunks a touched widget needs are asked for at once with its own
 * (scripts/build/touch-preloads.ts writes what each needs), not each only once the chunk that
 * imports it has come and been read. The mini-cart's chunk imports `shared-cart-1`, which imports
 * the request layer (`shared-api`): that one is asked for before `shared-cart-1` has come. Each
 * chunk takes 150 ms here, as over a phone's network (on loopback the order would be a race).
 */
test('the first touch of the mini-cart asks for the chunks it needs at once, not level by level', async ({ page }) => {
  await page.context().addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/');
  await expect(page.locator('#header')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await settledUntouched(page);
  await page.route('**/vitrina/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  const events: string[] = [];
  // Rolldown's hashes are 8 characters, `-` and `_` among them.
  const name = (url: string) =>
    new URL(url).pathname
      .split('/')
      .pop()
      ?.replace(/-[\w-]{7}\.js$/, '') ?? '';
  page.on(
    'request',
    (request) => void (request.url().includes('/vitrina/chunks/') && events.push(`asked ${name(request.url())}`)),
  );
  page.on(
    'requestfinished',
    (request) => void (request.url().includes('/vitrina/chunks/') && events.push(`came ${name(request.url())}`)),
  );
  await page.locator('li.cart-item').first().hover();
  await expect(page.locator('li.cart-item .widget_shopping_cart').first()).toHaveAttribute(
    'data-vitrina-state',
    'mounted',
    { timeout: 15_000 },
  );
  for (const event of ['asked shared-api', 'came shared-cart-1', 'asked react'])
    expect(events, events.join(', ')).toContain(event);
  expect(events.indexOf('asked shared-api'), events.join(', ')).toBeLessThan(events.indexOf('came shared-cart-1'));
  await expect(page.locator('link[rel="modulepreload"][href*="/chunks/react-"]')).toHaveCount(1);
});
