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
    for (const host of hosts) await expect(page.locator(host).first()).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
    await settledUntouched(page);
    expect(react).toEqual([]);
  });
}
