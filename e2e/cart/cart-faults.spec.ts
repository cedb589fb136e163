import { expect, test, type Page } from '@playwright/test';
import { expectRemoveFallsBackToLink } from '../support/remove-link.ts';
import {
  LISTING,
  LISTING_IDS,
  listingButton,
  PLAIN_PAGE,
  SIMPLE_IDS,
  addOnServer,
  cartReadyUntouched,
  headerItems,
  injectFault,
  openHeaderCart,
  resetShop,
  serverCart,
} from '../support/cart.ts';
import { CART_EVENTS } from '../../src/lib/events.ts';

const FAULTS = ['500', 'timeout', 'malformed', 'network'] as const;

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

/** The mini-cart shown lists exactly the server's cart lines. */
async function expectShownMatchesServer(page: Page): Promise<void> {
  const lines = await serverCart(page);
  await expect(headerItems(page)).toHaveCount(lines.length);
  await expect(page.locator('.header-nav-main .header-cart-link .cart-icon strong')).toHaveText(
    String(lines.reduce((sum, line) => sum + line.quantity, 0)),
  );
}

// The fixture answered `{error: true}` before, a shape WooCommerce never sends here.
test('remove_from_cart of a line another tab removed: WooCommerce’s {"success":false}, the link is followed, the cart is as the server keeps it', async ({
  page,
}) => {
  await addOnServer(page, SIMPLE_IDS[0]);
  await addOnServer(page, SIMPLE_IDS[1]);
  await page.goto(PLAIN_PAGE);
  await cartReadyUntouched(page);
  await openHeaderCart(page);
  const removedKey =
    (await headerItems(page).first().locator('.remove_from_cart_button').getAttribute('data-cart_item_key')) ?? '';
  const elsewhere = await page.request.post('/?wc-ajax=remove_from_cart', { form: { cart_item_key: removedKey } });
  expect(elsewhere.ok()).toBe(true);
  // Read on its way to the page: the page leaves right after it.
  let answer: unknown;
  await page.route('**/?wc-ajax=remove_from_cart', async (route) => {
    const response = await route.fetch();
    answer = await response.json();
    await route.fulfill({ response });
  });
  await expectRemoveFallsBackToLink(page, removedKey, () =>
    headerItems(page).first().locator('.remove_from_cart_button').click(),
  );
  expect(answer).toEqual({ success: false });
  expect((await serverCart(page)).map((line) => line.productId)).toEqual([SIMPLE_IDS[1]]);
  await cartReadyUntouched(page);
  await expectShownMatchesServer(page);
});

for (const fault of FAULTS) {
  test(`add_to_cart ${fault}: the spinner ends, the failure is announced, the cart is re-read, a retry adds`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(LISTING);
    await cartReadyUntouched(page);
    await injectFault(page, 'add_to_cart', fault);
    const button = listingButton(page, LISTING_IDS[0]);
    await button.click();
    // The failure is announced once the request has failed (a time-out after 10 s); the click may
    // first wait for the widget's chunk (it mounts on the touch), so the spinner is not awaited first.
    await expect(page.locator('.widget_shopping_cart_live_region')).toContainText(
      'Produsul nu a putut fi adăugat în coș.',
      { timeout: 15_000 },
    );
    await expect(button).not.toHaveClass(/loading/);
    await expect(button).not.toHaveClass(/added/);
    await expectShownMatchesServer(page);
    await button.click();
    await expect(button).toHaveClass(/added/);
    await expectShownMatchesServer(page);
    expect(await serverCart(page)).toHaveLength(1);
  });

  test(`remove_from_cart ${fault}: the browser follows the remove link and the item is gone`, async ({ page }) => {
    test.setTimeout(60_000);
    await addOnServer(page, SIMPLE_IDS[0]);
    await addOnServer(page, SIMPLE_IDS[1]);
    await page.goto(PLAIN_PAGE);
    await cartReadyUntouched(page);
    await injectFault(page, 'remove_from_cart', fault);
    await openHeaderCart(page);
    const removedKey =
      (await headerItems(page).first().locator('.remove_from_cart_button').getAttribute('data-cart_item_key')) ?? '';
    await expectRemoveFallsBackToLink(page, removedKey, () =>
      headerItems(page).first().locator('.remove_from_cart_button').click(),
    );
    // wc_get_cart_remove_url() points at the cart page: WooCommerce removes there and redirects to it.
    expect(new URL(page.url()).pathname).toBe('/cos/');
    expect((await serverCart(page)).map((line) => line.key)).not.toContain(removedKey);
    await cartReadyUntouched(page);
    await expectShownMatchesServer(page);
  });

  test(`get_refreshed_fragments ${fault}: the error event is raised, nothing is shown, the next refresh recovers`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript((name) => {
      const seen: string[] = [];
      (window as unknown as { cartErrors: string[] }).cartErrors = seen;
      document.addEventListener(name, () => seen.push('error'));
    }, CART_EVENTS['fragments-error']);
    await addOnServer(page, SIMPLE_IDS[0]);
    await injectFault(page, 'get_refreshed_fragments', fault);
    await page.goto(PLAIN_PAGE);
    await cartReadyUntouched(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { cartErrors: string[] }).cartErrors.length), {
        timeout: 15_000,
      })
      .toBe(1);
    await expect(page.locator('.widget_shopping_cart_live_region:not(:empty)')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await addOnServer(page, SIMPLE_IDS[1]);
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh')));
    await expect(headerItems(page)).toHaveCount(2);
    await expectShownMatchesServer(page);
  });
}
