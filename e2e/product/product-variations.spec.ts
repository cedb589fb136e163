import { hoverPendingUntilMounted } from '../support/intent.ts';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { productById } from '../../fixtures/data/catalogue.ts';
import { hostReady, VARIABLE } from '../support/product.ts';

const product = productById(VARIABLE.id)!;
const outOfStock = product.variations.find(
  (variation) => variation.stock_status === 'outofstock' && variation.attributes.attribute_pa_culoare,
)!;
const inStock = product.variations.find(
  (variation) =>
    variation.stock_status === 'instock' &&
    variation.attributes.attribute_pa_culoare &&
    variation.image.src !== product.images[0]!.src,
)!;

const form = (page: Page) => page.locator('form.variations_form');
const button = (page: Page) => form(page).locator('.single_add_to_cart_button');
const mainImage = (page: Page) => page.locator('.woocommerce-product-gallery__image img').first();

/** The form posts multipart/form-data, as WooCommerce's template prints it. */
function multipartField(body: string, name: string): string | null {
  const match = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body);
  return match ? (match[1] ?? '') : null;
}

async function choose(page: Page, size: string, colour: string): Promise<void> {
  await page.selectOption('#pa_marime', size);
  await page.locator(`.ux-swatch[data-value="${colour}"]`).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto(VARIABLE.path);
  await hostReady(page, 'form.variations_form');
  await hostReady(page, '.woocommerce-product-gallery');
});

test('choosing a variation swaps image, price, GTIN/MPN/brand and enables the button; reset restores all', async ({
  page,
}) => {
  const original = {
    src: await mainImage(page).getAttribute('src'),
    gtin: product._cr_gtin,
    mpn: product._cr_mpn,
    brand: product._cr_brand,
  };
  await expect(button(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.vitrina-variation-hint')).toHaveText('Alege opțiunile…');
  await expect(page.locator('.cr_gtin_val')).toHaveText(original.gtin);

  const size = inStock.attributes.attribute_pa_marime!;
  const colour = inStock.attributes.attribute_pa_culoare!;
  await choose(page, size, colour);
  await expect(form(page).locator('input[name="variation_id"]')).toHaveValue(String(inStock.id));
  await expect(mainImage(page)).toHaveAttribute('src', inStock.image.src);
  await expect(mainImage(page)).toHaveAttribute('data-large_image', inStock.image.full_src);
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText(inStock.price);
  await expect(page.locator('.cr_gtin_val')).toHaveText(inStock._cr_gtin);
  await expect(page.locator('.cr_mpn_val')).toHaveText(inStock._cr_mpn);
  await expect(page.locator('.cr_brand_val')).toHaveText(inStock._cr_brand);
  await expect(button(page)).toHaveAttribute('aria-disabled', 'false');
  await expect(page.locator('.vitrina-variation-hint')).toBeHidden();
  await expect(page.locator(`.ux-swatch[data-value="${colour}"]`)).toHaveAttribute('aria-checked', 'true');

  await page.locator('.reset_variations').click();
  await expect(form(page).locator('input[name="variation_id"]')).toHaveValue('');
  await expect(mainImage(page)).toHaveAttribute('src', original.src!);
  await expect(page.locator('.cr_gtin_val')).toHaveText(original.gtin);
  await expect(page.locator('.cr_mpn_val')).toHaveText(original.mpn);
  await expect(page.locator('.cr_brand_val')).toHaveText(original.brand);
  await expect(page.locator('.single_variation')).toBeHidden();
  await expect(button(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.ux-swatch[aria-checked="true"]')).toHaveCount(0);
});

test("an out-of-stock variation shows 'Stoc epuizat' and the button does not submit", async ({ page }) => {
  await choose(page, outOfStock.attributes.attribute_pa_marime!, outOfStock.attributes.attribute_pa_culoare!);
  await expect(page.locator('.vitrina-variation-hint')).toHaveText('Stoc epuizat');
  await expect(button(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(button(page)).toHaveClass(/wc-variation-is-unavailable/);
  let posted = false;
  page.on(
    'request',
    (request) => (posted ||= request.method() === 'POST' && new URL(request.url()).pathname === VARIABLE.path),
  );
  // aria-disabled keeps the button focusable; Playwright's click would wait for it to be enabled.
  await button(page).focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300); // a submit would have started by now; this only gives it the chance to fail the test
  expect(posted).toBe(false);
  expect(new URL(page.url()).pathname).toBe(VARIABLE.path);
});

test('a complete choice submits the form natively with variation_id', async ({ page }) => {
  await choose(page, inStock.attributes.attribute_pa_marime!, inStock.attributes.attribute_pa_culoare!);
  // The page the post lands on is waited for: a context closed while it loads hung the teardown (CI on f4c4033).
  const landed = page.waitForEvent('load');
  const [request] = await Promise.all([
    page.waitForRequest(
      (candidate) => candidate.method() === 'POST' && new URL(candidate.url()).pathname === VARIABLE.path,
    ),
    button(page).click(),
  ]);
  expect(multipartField(request.postData() ?? '', 'variation_id')).toBe(String(inStock.id));
  await landed;
});

test('clicking the selected swatch deselects it; swatches are a keyboard radio group', async ({ page }) => {
  const first = page.locator('.ux-swatch').first();
  const second = page.locator('.ux-swatch').nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-checked', 'true');
  await expect(first).toHaveClass(/selected/);
  await expect(page.locator('#pa_culoare')).toHaveValue((await first.getAttribute('data-value'))!);
  await first.click();
  await expect(first).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('#pa_culoare')).toHaveValue('');

  await expect(page.locator('.ux-swatches')).toHaveAttribute('role', 'radiogroup');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#pa_culoare')).toHaveValue((await second.getAttribute('data-value'))!);
});

test('a variations form inserted later mounts; an option no variation offers is disabled', async ({ page }) => {
  await page.evaluate(() => {
    const variations = [
      {
        variation_id: 9001,
        attributes: { attribute_pa_culoare: 'rosu', attribute_pa_marime: 's' },
        is_in_stock: true,
        variation_is_active: true,
        price_html: '<span class="price">10 lei</span>',
      },
      {
        variation_id: 9002,
        attributes: { attribute_pa_culoare: 'albastru', attribute_pa_marime: 'm' },
        is_in_stock: true,
        variation_is_active: true,
        price_html: '<span class="price">12 lei</span>',
      },
    ];
    const wrapper = document.createElement('div');
    wrapper.className = 'inserted-later';
    wrapper.innerHTML = `<form class="variations_form cart" data-product_id="9000" method="post">
      <label for="t-culoare">Culoare</label><select id="t-culoare" name="attribute_pa_culoare"><option value="">Alege</option><option value="rosu">Roșu</option><option value="albastru">Albastru</option></select>
      <div class="ux-swatches" data-attribute_name="attribute_pa_culoare"><div class="ux-swatch" data-value="rosu" data-name="Roșu">Roșu</div><div class="ux-swatch" data-value="albastru" data-name="Albastru">Albastru</div></div>
      <label for="t-marime">Mărime</label><select id="t-marime" name="attribute_pa_marime"><option value="">Alege</option><option value="s">S</option><option value="m">M</option></select>
      <div class="single_variation_wrap"><div class="single_variation"></div><button type="submit" class="single_add_to_cart_button">Adaugă în coș</button><input type="hidden" name="variation_id" value=""></div></form>`;
    wrapper.querySelector('form')!.setAttribute('data-product_variations', JSON.stringify(variations));
    document.querySelector('.shop-container')!.prepend(wrapper);
  });
  const inserted = page.locator('.inserted-later form');
  await expect(inserted).toHaveAttribute('data-vitrina-state', 'mounted');
  // Its swatches draw with React on the first touch (design §8): the shopper's pointer over them.
  await hoverPendingUntilMounted(inserted);
  await inserted.locator('#t-marime').selectOption('s');
  await expect(inserted.locator('.ux-swatch[data-value="albastru"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(inserted.locator('.ux-swatch[data-value="albastru"]')).toHaveClass(/disabled/);
  await expect(inserted.locator('#t-culoare option[value="albastru"]')).toBeDisabled();
  await inserted.locator('.ux-swatch[data-value="albastru"]').click({ force: true });
  await expect(inserted.locator('#t-culoare')).toHaveValue('');
  await inserted.locator('.ux-swatch[data-value="rosu"]').click();
  await expect(inserted.locator('input[name="variation_id"]')).toHaveValue('9001');
  await expect(inserted.locator('.single_variation')).toContainText('10 lei');
});

test('legacy jQuery listeners hear found_variation, show_variation and reset_data on the form', async ({ page }) => {
  await page.evaluate(() => {
    const calls: string[] = [];
    (window as unknown as { __calls: string[] }).__calls = calls;
    // A jQuery stand-in with the slice the bridge uses: trigger(name, args).
    (window as unknown as { jQuery: unknown }).jQuery = (target: Element) => ({
      trigger: (name: string, args: unknown[] = []) =>
        calls.push(`${name}:${target.closest('form') ? 'form' : 'other'}:${args.length}`),
    });
  });
  await choose(page, inStock.attributes.attribute_pa_marime!, inStock.attributes.attribute_pa_culoare!);
  await page.locator('.reset_variations').click();
  const calls = await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
  expect(calls).toEqual(
    expect.arrayContaining([
      'found_variation:form:1',
      'show_variation:form:2',
      'hide_variation:form:0',
      'reset_data:form:0',
    ]),
  );
});

test('without JavaScript the form still posts the chosen attributes', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(VARIABLE.path);
  await page.selectOption('#pa_marime', inStock.attributes.attribute_pa_marime!);
  await page.selectOption('#pa_culoare', inStock.attributes.attribute_pa_culoare!);
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.method() === 'POST'),
    page.locator('.single_add_to_cart_button').click(),
  ]);
  expect(multipartField(request.postData() ?? '', 'attribute_pa_culoare')).toBe(
    inStock.attributes.attribute_pa_culoare,
  );
  expect(multipartField(request.postData() ?? '', 'attribute_pa_marime')).toBe(inStock.attributes.attribute_pa_marime);
  await context.close();
});

test('axe: a chosen variation is clean', async ({ page }) => {
  await choose(page, inStock.attributes.attribute_pa_marime!, inStock.attributes.attribute_pa_culoare!);
  await expectAxeClean(page, 'form.variations_form');
});

test('clearing the choice is announced with the server text', async ({ page }) => {
  await choose(page, inStock.attributes.attribute_pa_marime!, inStock.attributes.attribute_pa_culoare!);
  await page.locator('.reset_variations').click();
  const text = await page.evaluate(
    () =>
      (window as unknown as { wc_add_to_cart_variation_params?: { i18n_reset_alert_text?: string } })
        .wc_add_to_cart_variation_params?.i18n_reset_alert_text ?? '',
  );
  await expect(page.locator('.reset_variations_alert')).toHaveText(text || /^Selecția ta a fost resetată/);
  await expect(page.locator('#pa_marime')).toBeFocused();
});

test('the product meta SKU follows the chosen variation and comes back on reset (add-to-cart-variation.js wc_set_content)', async ({
  page,
}) => {
  const sku = page.locator('.product_meta .sku');
  await expect(sku).toHaveText(product.sku);
  await choose(page, inStock.attributes.attribute_pa_marime!, inStock.attributes.attribute_pa_culoare!);
  expect(inStock.sku).not.toBe(product.sku);
  await expect(sku).toHaveText(inStock.sku);
  await page.locator('.reset_variations').click();
  await expect(sku).toHaveText(product.sku);
});

// add-to-cart-variation.js sets the quantity's min and max from the variation's min_qty / max_qty.
test('the quantity takes the chosen variation’s limits: its stock as max, none for an unmanaged one, the printed ones back on reset', async ({
  page,
}) => {
  const limited = product.variations.find(
    (variation) =>
      variation.stock_status === 'instock' &&
      variation.stock_quantity !== null &&
      variation.attributes.attribute_pa_culoare,
  )!;
  const unlimited = product.variations.find(
    (variation) =>
      variation.stock_status === 'instock' &&
      variation.stock_quantity === null &&
      variation.attributes.attribute_pa_culoare &&
      variation.attributes.attribute_pa_culoare !== limited.attributes.attribute_pa_culoare,
  )!;
  const quantity = form(page).locator('input.qty');
  const printed = await quantity.getAttribute('max');
  expect(printed).not.toBe(String(limited.stock_quantity));
  await choose(page, limited.attributes.attribute_pa_marime!, limited.attributes.attribute_pa_culoare!);
  await expect(quantity).toHaveAttribute('max', String(limited.stock_quantity));
  await expect(quantity).toHaveAttribute('min', '1');
  await choose(page, unlimited.attributes.attribute_pa_marime!, unlimited.attributes.attribute_pa_culoare!);
  await expect(quantity).not.toHaveAttribute('max');
  await page.locator('.reset_variations').click();
  if (printed === null) await expect(quantity).not.toHaveAttribute('max');
  else await expect(quantity).toHaveAttribute('max', printed);
});
