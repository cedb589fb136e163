import { expect, test, type Page } from '@playwright/test';
import { addOnServer, PLAIN_PAGE, resetShop, SIMPLE_IDS } from '../support/cart.ts';
import { armed, holdChunk } from '../support/first-touch.ts';
import { lightReady } from '../support/light-half.ts';

/**
 * The mini-cart's first touch as a shopper makes it (issue 33 items 3 and 4): a click with no hover
 * before it, a tap, Tab then a key, with no pre-touch. The chunk that completes the answer (the
 * mini-cart's React, the header's script) is held at the network until the interaction is done:
 * the printed panel or dropdown must open before it, and the held click be played once after.
 */
const OFF_CANVAS = '/?cart-style=off-canvas';

test.beforeEach(async ({ page }) => {
  await resetShop(page);
  await addOnServer(page, SIMPLE_IDS[0]);
});

function offCanvas(page: Page) {
  return {
    toggle: page.locator('#header a.header-cart-link.off-canvas-toggle'),
    panel: page.locator('#cart-popup'),
    box: page.locator('#cart-popup .widget_shopping_cart'),
  };
}

async function openOffCanvasPage(page: Page) {
  const chunk = await holdChunk(page, 'mini-cart');
  await page.goto(OFF_CANVAS);
  const parts = offCanvas(page);
  await lightReady(parts.toggle);
  await armed(parts.box);
  return { chunk, ...parts };
}

/** After the chunk: React's dialog took the panel over, the held click played once (one backdrop, one close button), and it closes. */
async function completeAfterRelease(page: Page, parts: ReturnType<typeof offCanvas>): Promise<void> {
  await expect(parts.box).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(parts.panel.locator('.mfp-close')).toHaveCount(1);
  await expect(page.locator('.off-canvas-backdrop')).toHaveCount(1);
  await expect(parts.panel).toBeVisible();
  await expect(parts.panel).toHaveAttribute('role', 'dialog');
  await page.keyboard.press('Escape');
  await expect(parts.panel).toBeHidden();
  await expect(parts.toggle).toHaveAttribute('aria-expanded', 'false');
}

test('off-canvas cart: a click with no hover before it opens the printed panel while the mini-cart chunk is held', async ({
  page,
}) => {
  const { chunk, ...parts } = await openOffCanvasPage(page);
  await parts.toggle.click();
  await expect(parts.panel).toBeVisible();
  await expect(parts.panel.locator('.woocommerce-mini-cart-item')).toBeVisible();
  // Asked for at the touch; the route hears the request when the browser sends it, which a loaded machine may do after the light half has answered.
  await expect.poll(() => chunk.requested()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/'); // the cart link was not followed
  chunk.release();
  await completeAfterRelease(page, parts);
});

test('off-canvas cart: Tab to the opener and Enter open the printed panel while the chunk is held', async ({
  page,
}) => {
  const { chunk, ...parts } = await openOffCanvasPage(page);
  await page.locator('#header a[title="Contul meu"]').focus();
  await page.keyboard.press('Tab');
  await expect(parts.toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(parts.panel).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  chunk.release();
  await completeAfterRelease(page, parts);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('off-canvas cart: a tap opens the printed panel while the chunk is held', async ({ page }) => {
    const { chunk, ...parts } = await openOffCanvasPage(page);
    await parts.toggle.tap();
    await expect(parts.panel).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    chunk.release();
    await completeAfterRelease(page, parts);
  });
});

test.describe('the header dropdown, before the header script', () => {
  const cartItem = (page: Page) => page.locator('#header li.cart-item.has-dropdown');
  const dropdown = (page: Page) => cartItem(page).locator(':scope > ul.nav-dropdown');

  async function openDropdownPage(page: Page) {
    const header = await holdChunk(page, 'header-nav');
    await page.goto(PLAIN_PAGE);
    await lightReady(cartItem(page));
    await armed(page.locator('#header'));
    return header;
  }

  test('the first hover opens the printed mini-cart; the header script keeps it open, and closes it when the pointer leaves', async ({
    page,
  }) => {
    const header = await openDropdownPage(page);
    await cartItem(page).hover();
    await expect(dropdown(page).locator('.woocommerce-mini-cart-item')).toBeVisible();
    header.release();
    await expect(page.locator('#header')).toHaveAttribute('data-vitrina-state', 'mounted');
    await expect(dropdown(page)).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(dropdown(page)).toBeHidden();
  });

  test('Tab onto the cart opens it, ArrowDown goes in; after the header script, Escape closes it back to the link', async ({
    page,
  }) => {
    const header = await openDropdownPage(page);
    await page.locator('#header a[title="Contul meu"]').focus();
    await page.keyboard.press('Tab');
    await expect(dropdown(page)).toBeVisible();
    await expect(cartItem(page).locator(':scope > a')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(dropdown(page).locator('a[href]').first()).toBeFocused();
    header.release();
    await expect(page.locator('#header')).toHaveAttribute('data-vitrina-state', 'mounted');
    await expect(dropdown(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toBeHidden();
    await expect(cartItem(page).locator(':scope > a')).toBeFocused();
  });
});
