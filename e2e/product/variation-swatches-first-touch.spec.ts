import { expect, test, type Page } from '@playwright/test';
import { productById } from '../../fixtures/data/catalogue.ts';
import { armed, chunkRan, holdChunk } from '../support/first-touch.ts';
import { lightReady } from '../support/light-half.ts';

/**
 * The product page's colour swatches on the shopper's first interaction (issue 33 items 3 and 4):
 * a click with no hover before it, a tap, Tab then Space or an arrow, with no pre-touch. Their React radio
 * group's chunk is held at the network until the interaction is done: the swatch must show chosen
 * and the variation's printed data (price, image, variation_id) apply before it, and the choice be
 * made once (a second play would take it back: a click on the chosen swatch clears it).
 */
const PATH = '/produs/tricou-basic/';
const product = productById(1521)!;
const inStock = product.variations.find(
  (variation) =>
    variation.stock_status === 'instock' &&
    variation.attributes.attribute_pa_culoare &&
    variation.image.src !== product.images[0]!.src,
)!;
type Variation = typeof inStock;
/** By keyboard the first swatch is the tab stop: a variation in stock with the first colour. */
const firstColour = product.variations.find(
  (variation) =>
    variation.stock_status === 'instock' &&
    variation.attributes.attribute_pa_culoare === 'negru' &&
    variation.attributes.attribute_pa_marime,
)!;
/** The swatch after it (ArrowRight), in stock in the same size. */
const nextColour = product.variations.find(
  (variation) =>
    variation.stock_status === 'instock' &&
    variation.attributes.attribute_pa_culoare === 'roz' &&
    variation.attributes.attribute_pa_marime === firstColour.attributes.attribute_pa_marime,
)!;

const swatch = (page: Page, variation: Variation = inStock) =>
  page.locator(`form.variations_form .ux-swatch[data-value="${variation.attributes.attribute_pa_culoare}"]`);
const strip = (page: Page) =>
  page.locator('form.variations_form .ux-swatches[data-attribute_name="attribute_pa_culoare"]');
const mainImage = (page: Page) => page.locator('.woocommerce-product-gallery__image img').first();

async function openProduct(page: Page, variation: Variation = inStock) {
  const chunk = await holdChunk(page, 'variation-swatches');
  await page.goto(PATH);
  await lightReady(strip(page));
  await armed(strip(page));
  await page.selectOption('#pa_marime', variation.attributes.attribute_pa_marime!); // a native select: no script needed
  return chunk;
}

/** The first answer, with the chunk still held: chosen, and the variation's printed data applied. */
async function expectChosen(page: Page, variation: Variation = inStock): Promise<void> {
  await expect(swatch(page, variation)).toHaveAttribute('aria-checked', 'true');
  await expect(swatch(page, variation)).toHaveClass(/\bselected\b/);
  await expect(page.locator('#pa_culoare')).toHaveValue(variation.attributes.attribute_pa_culoare!);
  await expect(page.locator('form.variations_form input[name="variation_id"]')).toHaveValue(String(variation.id));
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText(variation.price);
  await expect(mainImage(page)).toHaveAttribute('src', variation.image.src);
}

/** After the chunk: React's radio group drew the same choice, made once. */
async function expectComplete(page: Page, variation: Variation = inStock): Promise<void> {
  await expect(strip(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(swatch(page, variation)).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#pa_culoare')).toHaveValue(variation.attributes.attribute_pa_culoare!);
  await expect(page.locator('form.variations_form input[name="variation_id"]')).toHaveValue(String(variation.id));
  await expect(strip(page).locator('.ux-swatch[aria-checked="true"]')).toHaveCount(1);
}

test('a click with no hover before it chooses the swatch and applies the variation while the chunk is held', async ({
  page,
}) => {
  const chunk = await openProduct(page);
  await swatch(page).click();
  await expectChosen(page);
  // Asked for at the touch; the route hears the request when the browser sends it, which a loaded machine may do after the light half has answered.
  await expect.poll(() => chunk.requested()).toBe(true);
  chunk.release();
  await expectComplete(page);
  // React answers the next click: the chosen swatch clicked again is cleared.
  await swatch(page).click();
  await expect(page.locator('#pa_culoare')).toHaveValue('');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap chooses the swatch and applies the variation while the chunk is held', async ({ page }) => {
    const chunk = await openProduct(page);
    await swatch(page).tap();
    await expectChosen(page);
    chunk.release();
    await expectComplete(page);
  });
});

test('by keyboard: Tab from the select reaches the swatches, Space chooses while the chunk is held; focus stays on it', async ({
  page,
}) => {
  const chunk = await openProduct(page, firstColour);
  await page.locator('#pa_culoare').focus();
  await page.keyboard.press('Tab');
  await expect(swatch(page, firstColour)).toBeFocused();
  await expect(swatch(page, firstColour)).toHaveAttribute('role', 'radio');
  await page.keyboard.press('Space');
  await expectChosen(page, firstColour);
  chunk.release();
  await expectComplete(page, firstColour);
  await expect(swatch(page, firstColour)).toBeFocused();
});

test('by keyboard: Tab then ArrowRight moves to the next swatch and chooses it while the chunk is held; React keeps it and answers the next key', async ({
  page,
}) => {
  const chunk = await openProduct(page, firstColour);
  await page.locator('#pa_culoare').focus();
  await page.keyboard.press('Tab');
  await expect(swatch(page, firstColour)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expectChosen(page, nextColour);
  await expect(swatch(page, nextColour)).toBeFocused();
  await expect(swatch(page, nextColour)).toHaveAttribute('tabindex', '0');
  chunk.release();
  await expectComplete(page, nextColour);
  await expect(swatch(page, nextColour)).toBeFocused();
  // The arrow was answered once: played again to React it would have moved on (wrapping to the first swatch).
  await page.keyboard.press('ArrowLeft');
  await expect(swatch(page, firstColour)).toBeFocused();
  await expect(swatch(page, firstColour)).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('form.variations_form input[name="variation_id"]')).toHaveValue(String(firstColour.id));
});

test('a press held on a printed swatch while its chunk comes keeps its click: React takes the strip over after the release', async ({
  page,
}) => {
  const chunk = await openProduct(page);
  const box = (await swatch(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2); // the pointer entering asks for the chunk
  await page.mouse.down();
  chunk.release();
  await chunkRan(page, 'variation-swatches');
  // Had React drawn the swatches anew under the press, Chromium would send this release no click at all (its element is gone).
  await page.mouse.up();
  await expectChosen(page);
  await expectComplete(page);
  // The page did not jump under the pointer: the swatch it pressed, now chosen, is still under it.
  const under = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.ux-swatch')?.getAttribute('aria-checked') ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(under).toBe('true');
});
