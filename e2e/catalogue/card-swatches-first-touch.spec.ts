import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { holdChunk } from '../support/held-chunk.ts';

/**
 * Card swatches (Flatsome "On hover", the default select event) on the shopper's first interaction,
 * as a shopper makes it: a real hover, a click, a tap, Tab then a key, with no pre-touch. The
 * widget's chunk is held at the network until the interaction is done, and React never comes (its
 * chunk is held for good): the first answer must need neither (issue 33 items 1 and 3).
 */
const LISTING = '/produse/?swoof=1&product_cat=blugi';
const CLICK_ONLY = `&vitrina-config=${encodeURIComponent(JSON.stringify({ globals: { flatsomeVars: { options: { swatches_box_select_event: 'click' } } } }))}`;

function firstCard(page: Page): Locator {
  return page
    .locator('.product-small')
    .filter({ has: page.locator('.ux-swatches-in-loop') })
    .first();
}

async function swatchAndImage(page: Page) {
  const card = firstCard(page);
  const image = card.locator('.box-image img');
  const shown = await image.getAttribute('src');
  // An available colour whose photo is not the one the card shows, so a swap can be seen.
  const index = await card
    .locator('.ux-swatch')
    .evaluateAll(
      (swatches, src) =>
        swatches.findIndex(
          (swatch) => !swatch.classList.contains('disabled') && (swatch.getAttribute('data-image-src') ?? src) !== src,
        ),
      shown,
    );
  expect(index).toBeGreaterThanOrEqual(0);
  const swatch = card.locator('.ux-swatch').nth(index);
  const wanted = (await swatch.getAttribute('data-image-src')) ?? '';
  return { card, swatch, image, wanted };
}

test('the first hover over a swatch swaps the card image, the chunk arriving after the hover', async ({ page }) => {
  const chunk = await holdChunk(page, 'card-swatches');
  const react = await holdChunk(page, 'react');
  await page.goto(LISTING);
  const { swatch, image, wanted } = await swatchAndImage(page);
  await swatch.hover();
  chunk.release();
  await expect(image).toHaveAttribute('src', wanted);
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await expect(swatch).toHaveClass(/\bselected\b/);
  react.release();
});

test('a click with no hover before it chooses the swatch (select event "click"), the chunk arriving after the click', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'card-swatches');
  const react = await holdChunk(page, 'react');
  await page.goto(LISTING + CLICK_ONLY);
  const { card, swatch, image, wanted } = await swatchAndImage(page);
  const link = card.locator('.woocommerce-loop-product__link');
  const plain = await link.getAttribute('href');
  await swatch.click();
  chunk.release();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await expect(image).toHaveAttribute('src', wanted);
  await expect(link).toHaveAttribute(
    'href',
    `${plain}?attribute_pa_culoare=${await swatch.getAttribute('data-value')}`,
  );
  // Once: the held click was played once, a second click deselects.
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'false');
  react.release();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap chooses the swatch, the chunk arriving after the tap', async ({ page }) => {
    const chunk = await holdChunk(page, 'card-swatches');
    const react = await holdChunk(page, 'react');
    await page.goto(LISTING);
    const { swatch, image, wanted } = await swatchAndImage(page);
    await swatch.tap();
    chunk.release();
    await expect(swatch).toHaveAttribute('aria-pressed', 'true');
    await expect(image).toHaveAttribute('src', wanted);
    react.release();
  });
});

test('by keyboard: Tab from the card reaches the swatches, named by their colour; Enter and Space choose', async ({
  page,
}) => {
  const react = await holdChunk(page, 'react');
  await page.goto(LISTING);
  // The theme hides the colour's text (`.ux-swatch__text`): the name must not depend on it.
  await page.addStyleTag({ content: '.ux-swatch__text { display: none !important; }' });
  const card = firstCard(page);
  const strip = card.locator('.ux-swatches-in-loop');
  await card.locator('.quick-view').focus();
  await expect(strip).toHaveAttribute('data-vitrina-state', 'mounted');
  await page.keyboard.press('Tab');
  const first = card.locator('.ux-swatch').first();
  const name = (await first.getAttribute('data-name')) ?? '';
  await expect(page.getByRole('button', { name, exact: true }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(card.locator('.box-image img')).toHaveAttribute(
    'src',
    (await first.getAttribute('data-image-src')) ?? '',
  );
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await expectAxeClean(page, '.ux-swatches-in-loop');
  react.release();
});
