import { expect, test, type Page } from '@playwright/test';
import { productById } from '../../fixtures/data/catalogue.ts';
import { fixtureSession } from '../support/fixture.ts';
import { hostReady, injectFault, resetShop } from '../support/product.ts';

/**
 * A variable product with more variations than `woocommerce_ajax_variation_threshold` prints
 * `data-product_variations="false"`; add-to-cart-variation.js then asks `?wc-ajax=get_variation`
 * for each complete choice (WooCommerce 10.9 WC_AJAX::get_variation). The fixture lowers the
 * threshold for the page; 1481 has no variation for waist 32 in black (fixtures/data/generate.ts).
 */
const product = productById(1481)!;
const PATH = `/produs/${product.slug}/?ajax_variation_threshold=1`;
const chosen = product.variations.find(
  (variation) =>
    variation.attributes.attribute_pa_culoare === 'negru' && variation.image.src !== product.images[0]!.src,
)!;
const other = product.variations.find(
  (variation) =>
    variation.attributes.attribute_pa_culoare === 'albastru' &&
    variation.attributes['attribute_pa_masura-blugi'] !== '32',
)!;
const NO_MATCH = 'Ne pare rău, nu există produse care să corespundă selecției tale. Te rog alege o altă combinație.';

const form = (page: Page) => page.locator('form.variations_form');
const button = (page: Page) => form(page).locator('.single_add_to_cart_button');
const hint = (page: Page) => page.locator('.vitrina-variation-hint');
const sku = (page: Page) => page.locator('.product_meta .sku');
const asked = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).searchParams.get('wc-ajax') === 'get_variation');

async function choose(page: Page, waist: string, colour: string): Promise<void> {
  await page.selectOption('#pa_masura-blugi', waist);
  await page.locator(`.ux-swatch[data-value="${colour}"]`).click();
}

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await page.goto(PATH);
  await hostReady(page, 'form.variations_form');
});

test("the server's variation sets price, image, SKU and the button, and the choice goes into the cart", async ({
  page,
}) => {
  await expect(form(page)).toHaveAttribute('data-product_variations', 'false');
  // No option is known unavailable before the server is asked.
  await expect(page.locator('#pa_masura-blugi option[disabled]')).toHaveCount(0);
  const answer = asked(page);
  await choose(page, chosen.attributes['attribute_pa_masura-blugi']!, chosen.attributes.attribute_pa_culoare!);
  expect(await (await answer).json()).toMatchObject({ variation_id: chosen.id, sku: chosen.sku });
  await expect(form(page).locator('input[name="variation_id"]')).toHaveValue(String(chosen.id));
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText(chosen.price);
  await expect(sku(page)).toHaveText(chosen.sku);
  await expect(page.locator('.woocommerce-product-gallery__image img').first()).toHaveAttribute(
    'src',
    chosen.image.src,
  );
  await expect(button(page)).toHaveAttribute('aria-disabled', 'false');
  await expect(hint(page)).toBeHidden();

  const landed = page.waitForEvent('load');
  await button(page).click();
  await landed;
  const { cart } = await fixtureSession(page);
  expect(cart.map((line) => line.variationId)).toEqual([chosen.id]);
});

test("a pair with no variation shows the shop's no-match text and keeps the button disabled", async ({ page }) => {
  const answer = asked(page);
  await choose(page, '32', 'negru');
  expect(await (await answer).json()).toBe(false);
  await expect(hint(page)).toHaveText(NO_MATCH);
  await expect(button(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(form(page).locator('input[name="variation_id"]')).toHaveValue('');
  await expect(page.locator('.single_variation')).toBeHidden();

  // Another pair is asked again and found.
  await page.locator('.ux-swatch[data-value="albastru"]').click();
  await expect(sku(page)).toHaveText(
    product.variations.find(
      (variation) =>
        variation.attributes['attribute_pa_masura-blugi'] === '32' &&
        variation.attributes.attribute_pa_culoare === 'albastru',
    )!.sku,
  );
  await expect(button(page)).toHaveAttribute('aria-disabled', 'false');
});

test('a failed request says so in Romanian, keeps the choice, and "try again" asks again', async ({ page }) => {
  await injectFault(page, 'get_variation', '500');
  await choose(page, chosen.attributes['attribute_pa_masura-blugi']!, chosen.attributes.attribute_pa_culoare!);
  await expect(hint(page)).toHaveText(
    'Nu am putut afla prețul și stocul variantei alese. A apărut o eroare pe server. Încearcă din nou.',
  );
  await expect(button(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('#pa_masura-blugi')).toHaveValue(chosen.attributes['attribute_pa_masura-blugi']!);
  await expect(page.locator('#pa_culoare')).toHaveValue(chosen.attributes.attribute_pa_culoare!);

  await page.getByRole('button', { name: 'Încearcă din nou' }).click();
  await expect(sku(page)).toHaveText(chosen.sku);
  await expect(button(page)).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByRole('button', { name: 'Încearcă din nou' })).toBeHidden();
});

test('a newer choice supersedes a request still unanswered', async ({ page }) => {
  await injectFault(page, 'get_variation', 'timeout');
  await choose(page, chosen.attributes['attribute_pa_masura-blugi']!, chosen.attributes.attribute_pa_culoare!);
  await expect(hint(page)).toHaveText('Se verifică varianta aleasă…');
  await page.selectOption('#pa_masura-blugi', other.attributes['attribute_pa_masura-blugi']!);
  await page.locator(`.ux-swatch[data-value="${other.attributes.attribute_pa_culoare!}"]`).click();
  await expect(sku(page)).toHaveText(other.sku);
  await expect(form(page).locator('input[name="variation_id"]')).toHaveValue(String(other.id));
});
