import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { injectFault, resetShop } from '../support/fixture.ts';
import {
  addToCartOnServer,
  CHEAP_PRODUCT,
  CHECKOUT,
  checkoutWith,
  collectPageErrors,
  fillBilling,
  openCheckout,
} from '../support/checkout.ts';

const total = (page: Page) => page.locator('#order_review tr.order-total td');
const notices = (page: Page) => page.locator('.woocommerce-NoticeGroup-checkout');

const open = openCheckout;

/** Makes the next update_order_review (or checkout) fail the way a real connection or server does. */
async function fault(
  page: Page,
  endpoint: string,
  kind: '500' | 'timeout' | 'malformed' | 'network' | 'wrong shape',
): Promise<void> {
  if (kind === 'network')
    await page.route(`**/?wc-ajax=${endpoint}`, (route) => route.abort('connectionfailed'), { times: 1 });
  else if (kind === 'wrong shape')
    await page.route(
      `**/?wc-ajax=${endpoint}`,
      (route) => route.fulfill({ json: { result: 'success', fragments: ['<b>x</b>'], redirect: 42 } }),
      { times: 1 },
    );
  else await injectFault(page, endpoint, kind, 1);
}

const FAULT_TEXTS = {
  '500': 'A apărut o eroare pe server. Încearcă din nou.',
  timeout: 'Serverul nu a răspuns la timp. Încearcă din nou.',
  malformed: 'Răspunsul serverului nu este valid. Încearcă din nou.',
  network: 'Se pare că nu ești conectat la internet. Verifică conexiunea și încearcă din nou.',
  'wrong shape': 'Răspunsul serverului nu este valid. Încearcă din nou.',
} as const;

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await addToCartOnServer(page, CHEAP_PRODUCT);
});

test('changing the payment method refreshes totals and payment box; the review swaps in', async ({ page }) => {
  const errors = collectPageErrors(page);
  await open(page);
  await expect(page.locator('#order_review tr.fee')).toContainText('Taxă ramburs');
  const before = await total(page).textContent();
  await page.locator('#payment_method_bacs').check();
  await expect(page.locator('#order_review tr.fee')).toHaveCount(0);
  await expect(total(page)).not.toHaveText(before ?? '');
  await expect(page.locator('#payment_method_bacs')).toBeChecked();
  await expect(page.locator('div.payment_box.payment_method_bacs')).toBeVisible();
  await expect(page.locator('div.payment_box.payment_method_cod')).toBeHidden();
  await page.locator('#payment_method_netopia').check();
  await expect(page.locator('#place_order')).toHaveText('Plătește cu cardul');
  expect(errors).toEqual([]);
});

test('a city change refreshes; server text in the review is shown as text, never run', async ({ page }) => {
  const errors = collectPageErrors(page);
  await open(page);
  await page.locator('#billing_city').fill('<img src=x onerror="window.__pwned=1">Iași');
  await page.locator('#billing_city').blur();
  await expect(page.locator('.woocommerce-shipping-destination strong')).toHaveText(
    '<img src=x onerror="window.__pwned=1">Iași',
  );
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.locator('#billing_country').selectOption('MD');
  await expect(page.locator('#order_review .shipping')).toContainText('Livrare internațională');
  await expect(page.locator('#payment_method_cod')).toHaveCount(0);
  await expect(page.locator('#payment_method_bacs')).toBeChecked();
  expect(errors).toEqual([]);
});

test('what was typed survives a reload (the refresh keeps it in the visitor session)', async ({ page }) => {
  await open(page);
  const saved = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
  await page.locator('#billing_postcode').fill('700259');
  await page.locator('#billing_postcode').blur();
  await saved;
  await page.reload();
  await expect(page.locator('#billing_postcode')).toHaveValue('700259');
});

test("billing_email and billing_state refresh on blur only when refresh_order_review is '1'", async ({ page }) => {
  let count = 0;
  page.on('request', (r) => (count += r.url().includes('wc-ajax=update_order_review') ? 1 : 0));
  await open(page);
  const afterLoad = count;
  await page.locator('#billing_email').fill('ana@exemplu.ro');
  await page.locator('#billing_email').blur();
  await page.locator('#billing_phone').focus();
  // A refresh that follows proves any earlier one would have been sent first.
  const next = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
  await page.locator('#payment_method_bacs').check();
  await next;
  expect(count).toBe(afterLoad + 1);

  await open(page, checkoutWith({ awdr_params: { refresh_order_review: '1' } }));
  const blurRefresh = page.waitForRequest((r) => r.url().includes('wc-ajax=update_order_review'));
  await page.locator('#billing_email').fill('ana@exemplu.ro');
  await page.locator('#billing_email').blur();
  await blurRefresh;
});

test('requests never overlap and the newest form state wins', async ({ page }) => {
  await open(page);
  let open_ = 0;
  let most = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route('**/?wc-ajax=update_order_review', async (route) => {
    open_ += 1;
    most = Math.max(most, open_);
    if (first) {
      first = false;
      await held;
    }
    const response = await route.fetch();
    open_ -= 1;
    await route.fulfill({ response });
  });
  await page.locator('#billing_city').fill('Brașov');
  await page.locator('#billing_city').blur();
  await expect(page.locator('#order_review')).toHaveAttribute('aria-busy', 'true');
  await page.locator('#billing_city').fill('Sibiu');
  await page.locator('#billing_city').blur();
  await page.locator('#billing_city').fill('Arad');
  await page.locator('#billing_city').blur();
  release();
  await expect(page.locator('.woocommerce-shipping-destination strong')).toHaveText('Arad');
  await expect(page.locator('#order_review')).not.toHaveAttribute('aria-busy', 'true');
  expect(most).toBe(1);
});

for (const kind of ['500', 'timeout', 'malformed', 'network', 'wrong shape'] as const) {
  test(`order review refresh fault (${kind}): a Romanian message, nothing typed is lost`, async ({ page }) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    await open(page);
    await fillBilling(page);
    await fault(page, 'update_order_review', kind);
    await page.locator('#billing_city').fill('Timișoara');
    await page.locator('#billing_city').blur();
    await expect(notices(page)).toContainText(`${FAULT_TEXTS[kind]} Datele introduse au rămas în formular.`, {
      timeout: 25_000,
    });
    await expect(page.locator('#billing_city')).toHaveValue('Timișoara');
    await expect(page.locator('#billing_email')).toHaveValue('ana.popescu@exemplu.ro');
    await expect(page.locator('#order_review')).not.toHaveAttribute('aria-busy', 'true');
    // The next change works again and clears the message.
    await page.locator('#billing_city').fill('Arad');
    await page.locator('#billing_city').blur();
    await expect(page.locator('.woocommerce-shipping-destination strong')).toHaveText('Arad');
    await expect(notices(page)).not.toContainText(FAULT_TEXTS[kind]);
    expect(errors.filter((error) => !/Failed to load|net::/.test(error))).toEqual([]);
  });
}

test('placing the order: field errors as links to their fields, then success redirects to the order', async ({
  page,
}) => {
  // Two submits, eight fields filled, an e-mail typed key by key and an axe run over the form: on a
  // loaded machine that took over the 30 s default (axe alone ~10 s), with every step passing.
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await open(page);
  await fillBilling(page, { billing_email: '' });
  await page.locator('#place_order').click();
  const emailError = notices(page).locator('li[data-id="billing_email"] a');
  await expect(emailError).toHaveText('Adresă de email facturare este un câmp obligatoriu.');
  await expect(notices(page)).toBeFocused();
  await expect(page.locator('#billing_email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#billing_first_name')).toHaveValue('Ana');
  await page.keyboard.press('Tab');
  await expect(notices(page).locator('a').first()).toBeFocused();
  await emailError.click();
  await expect(page.locator('#billing_email')).toBeFocused();
  await page.keyboard.type('ana.popescu@exemplu.ro');
  await page.locator('#terms').check();
  await expectAxeClean(page, 'form.checkout', { allRules: true });
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/finalizare-comanda\/comanda-primita\/\d+\/\?key=/);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a hostile notice from the checkout answer is shown as text and runs nothing', async ({ page }) => {
  await open(page);
  await page.route('**/?wc-ajax=checkout', (route) =>
    route.fulfill({
      json: {
        result: 'failure',
        messages:
          '<ul class="woocommerce-error"><li><img src=x onerror="window.__pwned=1">Plata a fost refuzată &amp; anulată.</li></ul>',
      },
    }),
  );
  await page.locator('#place_order').click();
  await expect(notices(page).locator('li')).toHaveText('Plata a fost refuzată & anulată.');
  await expect(notices(page).locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

for (const kind of ['500', 'timeout', 'malformed', 'network', 'wrong shape'] as const) {
  test(`placing the order fault (${kind}): a Romanian message, the form stays filled`, async ({ page }) => {
    test.setTimeout(60_000);
    await open(page);
    await fillBilling(page);
    await page.locator('#terms').check();
    await fault(page, 'checkout', kind);
    await page.locator('#place_order').click();
    const expected =
      kind === 'malformed' || kind === 'wrong shape' ? 'A apărut o eroare la procesarea comenzii.' : FAULT_TEXTS[kind];
    await expect(notices(page)).toContainText(expected, { timeout: 25_000 });
    await expect(notices(page)).toContainText('Datele introduse au rămas în formular.');
    await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
    await expect(page.locator('#billing_email')).toHaveValue('ana.popescu@exemplu.ro');
    await expect(page.locator('#terms')).toBeChecked();
    expect(page.url()).toContain(CHECKOUT);
  });
}

test('the terms open in the shared dialog: focus in, Escape closes, focus back on the link; axe clean', async ({
  page,
}) => {
  await open(page);
  const link = page.locator('a.woocommerce-terms-and-conditions-link');
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Termeni și condiții' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Poți returna produsele în 14 zile');
  await expectAxeClean(page, 'html', { allRules: true, impacts: ['critical', 'serious'] });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  expect(page.url()).toContain(CHECKOUT);
});

test('the terms press made before React is loaded opens the dialog once React arrives (React comes only with that press)', async ({
  page,
}) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const react: string[] = [];
  await page.route(/\/chunks\/react-[^/]+\.js$/, async (route) => {
    react.push(route.request().url());
    await gate;
    await route.continue();
  });
  await open(page);
  expect(react).toEqual([]);
  const link = page.locator('a.woocommerce-terms-and-conditions-link');
  await link.click();
  await expect.poll(() => react.length).toBe(1);
  const dialog = page.getByRole('dialog', { name: 'Termeni și condiții' });
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toContain(CHECKOUT);
  release();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Poți returna produsele în 14 zile');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('with jQuery: update_checkout asks for a refresh and updated_checkout follows it', async ({ page }) => {
  await open(page, `${CHECKOUT}?with-jquery=1`);
  await page.evaluate(() => {
    const w = window as unknown as {
      jQuery: (el: unknown) => { on: (n: string, f: () => void) => void };
      __updated: number;
    };
    w.__updated = 0;
    w.jQuery(document.body).on('updated_checkout', () => (w.__updated += 1));
  });
  const request = page.waitForRequest((r) => r.url().includes('wc-ajax=update_order_review'));
  await page.evaluate(() =>
    (window as unknown as { jQuery: (el: unknown) => { trigger: (n: string) => void } })
      .jQuery(document.body)
      .trigger('update_checkout'),
  );
  await request;
  await expect.poll(() => page.evaluate(() => (window as unknown as { __updated: number }).__updated)).toBe(1);
});

test('with jQuery: a gateway answering false to checkout_place_order_<id> holds the order back, as checkout.js let it', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await open(page, `${CHECKOUT}?with-jquery=1`);
  await fillBilling(page);
  await page.locator('#terms').check();
  const gateway = await page.locator('input[name="payment_method"]:checked').inputValue();
  await page.evaluate((id) => {
    type Handler = () => boolean;
    const w = window as unknown as {
      jQuery: (el: unknown) => { on: (n: string, f: Handler) => void; off: (n: string) => void };
      __asked: string[];
      __hold: boolean;
    };
    w.__asked = [];
    w.__hold = true;
    const form = w.jQuery(document.querySelector('form.checkout'));
    form.on('checkout_place_order', () => (w.__asked.push('any'), true));
    form.on(`checkout_place_order_${id}`, () => (w.__asked.push(id), !w.__hold));
  }, gateway);
  const placed: string[] = [];
  page.on('request', (request) => void (request.url().includes('wc-ajax=checkout') && placed.push(request.url())));
  await page.locator('#place_order').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __asked: string[] }).__asked))
    .toEqual(['any', gateway]);
  expect(placed).toEqual([]);
  await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
  await page.evaluate(() => void ((window as unknown as { __hold: boolean }).__hold = false));
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/finalizare-comanda\/comanda-primita\/\d+\/\?key=/);
  expect(errors).toEqual([]);
});
