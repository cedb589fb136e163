import { expect, test, type Page } from '@playwright/test';
import { cartReadyUntouched, headerItems, openHeaderCart, recordCartRequests } from '../support/cart.ts';
import { resetShop } from '../support/fixture.ts';

/**
 * legacy-contracts §1–§2 on a real page: `?with-jquery=1` keeps a working jQuery (served from
 * node_modules by the fixture), so theme and plugin code bound with `jQuery(document.body).on(...)`
 * must hear Vitrina's cart events with WooCommerce's arguments.
 */
const LISTING = '/produse/?with-jquery=1';

interface Heard {
  readonly name: string;
  readonly buttonIsJQuery?: boolean;
  readonly buttonProductId?: string;
  readonly data?: Record<string, unknown>;
  readonly fragmentKeys?: string[];
  readonly hashType?: string;
}

/** Binds jQuery handlers for the cart events; each call records what the handler received. */
async function listen(page: Page): Promise<void> {
  await page.evaluate(() => {
    type JQ = ((target: Element) => { on(names: string, handler: (...args: unknown[]) => void): void }) & {
      fn: { jquery: string };
    };
    const jq = (window as unknown as { jQuery: JQ }).jQuery;
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    const buttonInfo = (button: unknown) => {
      const wrapped = button as { jquery?: string; 0?: HTMLElement } | undefined;
      return { buttonIsJQuery: typeof wrapped?.jquery === 'string', buttonProductId: wrapped?.[0]?.dataset.product_id };
    };
    jq(document.body).on('adding_to_cart', (_event, button, data) =>
      heard.push({ name: 'adding_to_cart', ...buttonInfo(button), data }),
    );
    for (const name of ['added_to_cart', 'removed_from_cart']) {
      jq(document.body).on(name, (_event, fragments, hash, button) =>
        heard.push({
          name,
          fragmentKeys: Object.keys(fragments as object),
          hashType: typeof hash,
          ...buttonInfo(button),
        }),
      );
    }
    jq(document.body).on('wc_fragments_refreshed', () => heard.push({ name: 'wc_fragments_refreshed' }));
  });
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await page.goto(LISTING);
  await cartReadyUntouched(page);
  expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('function');
  await listen(page);
});

test('adding_to_cart, added_to_cart (fragments, cart_hash, $button) and removed_from_cart reach jQuery(document.body).on handlers', async ({
  page,
}) => {
  const button = page.locator('.products .add_to_cart_button.ajax_add_to_cart[data-vitrina-state]').first();
  const productId = await button.getAttribute('data-product_id');
  await button.click();
  await expect(button).toHaveClass(/added/);
  await expect
    .poll(async () => (await heard(page)).map((event) => event.name))
    .toEqual(['adding_to_cart', 'added_to_cart']);
  const [adding, added] = await heard(page);
  expect(adding).toMatchObject({
    buttonIsJQuery: true,
    buttonProductId: productId,
    data: { product_id: productId, quantity: '1' },
  });
  expect(added).toMatchObject({ buttonIsJQuery: true, buttonProductId: productId, hashType: 'string' });
  expect(added?.fragmentKeys).toContain('div.widget_shopping_cart_content');

  await openHeaderCart(page);
  await headerItems(page).locator('.remove_from_cart_button').click();
  await expect(headerItems(page)).toHaveCount(0);
  await expect.poll(async () => (await heard(page)).map((event) => event.name)).toContain('removed_from_cart');
  const removed = (await heard(page)).find((event) => event.name === 'removed_from_cart');
  expect(removed).toMatchObject({ buttonIsJQuery: true, buttonProductId: productId, hashType: 'string' });
  expect(removed?.fragmentKeys).toContain('div.widget_shopping_cart_content');
});

test("jQuery(document.body).trigger('wc_fragment_refresh') makes one get_refreshed_fragments request", async ({
  page,
}) => {
  const log = recordCartRequests(page);
  await page.evaluate(() =>
    (window as unknown as { jQuery: (target: Element) => { trigger(name: string): void } })
      .jQuery(document.body)
      .trigger('wc_fragment_refresh'),
  );
  await expect.poll(async () => (await heard(page)).map((event) => event.name)).toContain('wc_fragments_refreshed');
  expect(log.filter((entry) => entry.endpoint === 'get_refreshed_fragments')).toHaveLength(1);
});
