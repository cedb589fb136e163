import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addToCartOnServer, CHEAP_PRODUCT, CHECKOUT } from '../support/checkout.ts';

/**
 * Design §8 / issue 25: widgets that only enhance what the server printed draw with DOM code, so
 * the checkout, my account and the reviews page settle, with nothing touched, without React.
 * "Settled" means every host whose widget mounts without a touch (now, idle, visible) has mounted.
 */
const REACT = /\/chunks\/react-[^/]+\.js$/;

interface ManifestRow {
  readonly selector: string;
  readonly trigger: string;
}

/** The built bundle's facts (the e2e server serves this same dist/). */
const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { widgets: Record<string, ManifestRow> };
/** `intent` and `interaction` widgets wait for the shopper's pointer, focus or key; the others mount by themselves. */
const ON_USE = new Set(['intent', 'interaction']);
const hostsOf = (touch: boolean) => Object.entries(manifest.widgets).filter(([, row]) => ON_USE.has(row.trigger) === touch).map(([name, row]) => `${row.selector}, [data-vitrina="${name}"]`);
const WITHOUT_TOUCH = hostsOf(false);
const ON_TOUCH = hostsOf(true);

/** Hosts still pending although their widget needs no touch (a host shared with a widget that waits for use stays pending). */
function pendingWithoutTouch(page: Page): Promise<string[]> {
  return page.evaluate(({ withoutTouch, onTouch }) => {
    const pending = [...document.querySelectorAll<HTMLElement>('[data-vitrina-state="pending"]')];
    const matches = (host: Element, selectors: string[]) => selectors.some((selector) => host.matches(selector));
    return pending.filter((host) => matches(host, withoutTouch) && !matches(host, onTouch)).map((host) => host.outerHTML.slice(0, 120));
  }, { withoutTouch: WITHOUT_TOUCH, onTouch: ON_TOUCH });
}

/** Scrolls down the page (no pointer, no focus: nothing is touched) so `visible` widgets get their turn. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
}

const PAGES = [
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
    await page.waitForLoadState('load');
    await expect(page.locator('[data-vitrina-ready]')).toHaveCount(1);
    // The widgets this change is about have drawn (they would have fetched React to do so).
    for (const host of hosts) await expect(page.locator(host).first()).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
    await scrollThrough(page);
    await expect.poll(() => pendingWithoutTouch(page), { timeout: 15_000 }).toEqual([]);
    expect(react).toEqual([]);
  });
}
