import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { injectFault, resetShop } from '../support/fixture.ts';
import {
  addToCartOnServer,
  CHEAP_PRODUCT,
  CHECKOUT,
  collectPageErrors,
  fillBilling,
  openCheckout,
} from '../support/checkout.ts';

/**
 * Placing the order as WooCommerce 10.9's checkout.js lets gateways plug in (legacy-contracts §20,
 * issue 24 item 4, issue 26 item 2). The fixture's gateways answer as NETOPIA (order-pay page),
 * PayU (off-site page) and Stripe (`#confirm-pi-…` hash) do: fixtures/server/checkout/gateways.ts.
 */
const notices = (page: Page) => page.locator('.woocommerce-NoticeGroup-checkout');
const SHOP_ERROR = 'A apărut o eroare la procesarea comenzii. Te rog verifică dacă există taxe în metoda de plată';
type Win = Window & {
  jQuery: (el: unknown) => { on: (n: string, f: (...a: unknown[]) => unknown) => void; trigger: (n: string) => void };
  [key: string]: unknown;
};

async function ordersPlaced(page: Page): Promise<number> {
  const session = (await (await page.request.get('/__fixture/session')).json()) as { extra: Record<string, unknown> };
  const count = session.extra['checkout:orders'];
  return typeof count === 'number' ? count : 0;
}

async function ready(page: Page, query = ''): Promise<void> {
  await openCheckout(page, `${CHECKOUT}${query}`);
  await fillBilling(page);
  await page.locator('#terms').check();
}

async function choose(page: Page, gateway: string): Promise<void> {
  const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await page.locator(`#payment_method_${gateway}`).check();
  await refreshed;
  await expect(page.locator('#order_review')).not.toHaveAttribute('aria-busy', 'true');
}

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await addToCartOnServer(page, CHEAP_PRODUCT);
});

test('an off-site payment page (PayU) is followed, by keyboard, with one order placed', async ({ page }) => {
  await page.route('https://secure.payu.ro/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><meta charset="utf-8"><title>PayU</title><h1>Plată PayU</h1>',
    }),
  );
  await ready(page, '?gateways=toate');
  await choose(page, 'payu');
  await page.locator('#place_order').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/^https:\/\/secure\.payu\.ro\/order\/lu\.php\?ORDER_REF=\d+$/);
  await expect(page.locator('h1')).toHaveText('Plată PayU');
  expect(await ordersPlaced(page)).toBe(1);
});

test("NETOPIA sends the shopper to the shop's order-pay page", async ({ page }) => {
  await ready(page);
  await choose(page, 'netopia');
  await page.locator('#place_order').click();
  await page.waitForURL(/\/finalizare-comanda\/order-pay\/\d+\/\?pay_for_order=true&key=wc_order_/);
  await expect(page.locator('#netopia_payment_form')).toHaveAttribute('action', 'https://sandboxsecure.mobilpay.ro/');
  expect(await ordersPlaced(page)).toBe(1);
});

test('a second click while the order is out places nothing more; the form stays busy while the browser leaves', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route('**/?wc-ajax=checkout', async (route) => {
    requests += 1;
    await held;
    await route.continue();
  });
  await ready(page);
  await page.locator('#place_order').click();
  await expect(page.locator('form.checkout')).toHaveClass(/processing/);
  await page.locator('#place_order').click({ force: true });
  await page.locator('form.checkout').evaluate((form: HTMLFormElement) => form.requestSubmit());
  release();
  await page.waitForURL(/\/comanda-primita\/\d+\/\?key=/);
  expect(requests).toBe(1);
  expect(await ordersPlaced(page)).toBe(1);
});

test('the beforeunload guard holds only while the order is out, as checkout.js attaches and drops it', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/?wc-ajax=checkout', async (route) => {
    await held;
    await route.fulfill({
      json: {
        result: 'failure',
        messages: '<ul class="woocommerce-error" role="alert"><li>Plata a fost refuzată.</li></ul>',
        refresh: false,
        reload: false,
      },
    });
  });
  await ready(page);
  const guarded = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await guarded()).toBe(false);
  await page.locator('#place_order').click();
  await expect(page.locator('form.checkout')).toHaveClass(/processing/);
  expect(await guarded()).toBe(true);
  release();
  await expect(notices(page)).toContainText('Plata a fost refuzată.');
  expect(await guarded()).toBe(false);
});

for (const redirect of [
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
]) {
  test(`a redirect to ${redirect.split(':')[0]}: is refused with a message and the form is usable again`, async ({
    page,
  }) => {
    await ready(page);
    await page.route('**/?wc-ajax=checkout', (route) => route.fulfill({ json: { result: 'success', redirect } }));
    await page.locator('#place_order').click();
    await expect(notices(page)).toContainText('nu este sigură și nu a fost deschisă');
    await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
    expect(page.url()).toContain(CHECKOUT);
    await expectAxeClean(page, 'form.checkout', { allRules: true });
  });
}

test('the JSON answer is recovered from behind a PHP notice, as checkout.js recovers it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await ready(page, '?php-notice=1');
  await page.locator('#billing_city').fill('');
  await page.locator('#place_order').click();
  await expect(notices(page).locator('li').first()).toContainText('Localitate facturare este un câmp obligatoriu.');
  await page.locator('#billing_city').fill('Cluj-Napoca');
  await page.locator('#place_order').click();
  await page.waitForURL(/\/comanda-primita\/\d+\/\?key=/);
  expect(errors).toEqual([]);
});

for (const kind of ['500', 'timeout', 'malformed'] as const) {
  test(`an unusable answer (${kind}) shows the shop's own i18n_checkout_error and keeps the form`, async ({ page }) => {
    test.setTimeout(60_000);
    await ready(page);
    await injectFault(page, 'checkout', kind, 1);
    await page.locator('#place_order').click();
    await expect(notices(page)).toContainText(SHOP_ERROR, { timeout: 25_000 });
    await expect(notices(page)).toContainText('Datele introduse au rămas în formular.');
    await expect(page.locator('#billing_email')).toHaveValue('ana.popescu@exemplu.ro');
    await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
  });
}

test.describe('with jQuery (gateways bind checkout.js handlers)', () => {
  test('a gateway holds the order, does its work and re-submits with $form.trigger("submit"): placed once, through Vitrina, with every field', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await ready(page, '?with-jquery=1');
    const bodies: string[] = [];
    await page.route('**/?wc-ajax=checkout', async (route) => {
      bodies.push(route.request().postData() ?? '');
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as unknown as Win;
      const form = document.querySelector<HTMLFormElement>('form.checkout');
      w.__args = [];
      w.jQuery(form).on('checkout_place_order_cod', (_event: unknown, checkoutForm: unknown) => {
        (w.__args as unknown[]).push(
          typeof (checkoutForm as { get_payment_method?: () => string }).get_payment_method === 'function'
            ? (checkoutForm as { get_payment_method: () => string }).get_payment_method()
            : null,
        );
        if (form?.querySelector('input[name="gateway_token"]')) return true;
        // The gateway's own work (a card token), then the re-submit jQuery-style.
        setTimeout(() => {
          form?.insertAdjacentHTML('beforeend', '<input type="hidden" name="gateway_token" value="tok_123">');
          w.jQuery(form).trigger('submit');
        }, 50);
        return false;
      });
    });
    await page.locator('#place_order').click();
    await page.waitForURL(/\/comanda-primita\/\d+\/\?key=/);
    expect(bodies).toHaveLength(1);
    const sent = new URLSearchParams(bodies[0]);
    expect(sent.get('gateway_token')).toBe('tok_123');
    expect(sent.get('billing_email')).toBe('ana.popescu@exemplu.ro');
    expect(sent.get('terms')).toBe('on');
    expect(sent.get('payment_method')).toBe('cod');
    expect(sent.get('woocommerce-process-checkout-nonce')).not.toBeNull();
    expect(sent.has('wc_order_attribution_source_type')).toBe(true);
    // jQuery's serialize() leaves the submit button out.
    expect(sent.has('woocommerce_checkout_place_order')).toBe(false);
    expect(await ordersPlaced(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('a checkout_place_order_success handler answering false keeps the shopper, with the answer in hand', async ({
    page,
  }) => {
    await ready(page, '?with-jquery=1');
    await page.evaluate(() => {
      const w = window as unknown as Win;
      w.__result = null;
      w.jQuery(document.querySelector('form.checkout')).on(
        'checkout_place_order_success',
        (_event: unknown, result: unknown) => {
          w.__result = result;
          return false;
        },
      );
    });
    await page.locator('#place_order').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Win).__result))
      .toMatchObject({ result: 'success', payment_method: 'cod' });
    // checkout.js 10.9 ends such an answer in its "Invalid response" branch: the shop's error, the form freed.
    await expect(notices(page)).toContainText(SHOP_ERROR);
    await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
    expect(page.url()).toContain(CHECKOUT);
  });

  test("Stripe's #confirm-pi hash: the page stays, the gateway's hashchange handler gets it, the form stays busy for it", async ({
    page,
  }) => {
    await ready(page, '?with-jquery=1&gateways=toate');
    await choose(page, 'stripe');
    await page.evaluate(() => {
      const w = window as unknown as Win;
      w.__hash = '';
      w.__samePage = true;
      window.addEventListener('hashchange', () => (w.__hash = location.hash));
    });
    await page.locator('#place_order').click();
    await expect
      .poll(() => page.evaluate(() => String((window as unknown as Win).__hash)))
      .toMatch(/^#confirm-pi-pi_\d+_secret_f1x7ure:%2Ffinalizare-comanda%2Fcomanda-primita%2F/);
    expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true);
    await expect(page.locator('form.checkout')).toHaveClass(/processing/);
    // The gateway frees the form as its script does (removeClass('processing')); placing works again.
    await page.evaluate(() => document.querySelector('form.checkout')?.classList.remove('processing'));
    expect(await ordersPlaced(page)).toBe(1);
  });
});
