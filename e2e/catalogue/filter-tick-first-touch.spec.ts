import { expect, test, type Page } from '@playwright/test';
import { armed, holdChunk } from '../support/first-touch.ts';
import { lightReady } from '../support/light-half.ts';

/**
 * The filter's answer to the shopper's first tick (issue 33 items 3 and 4): a click with no hover
 * before it, a tap, Tab then Space, with no pre-touch. The filter's chunk is held at the network
 * until the tick is done: the item must show ticked (and, when the tick submits, WOOF's loading
 * popup show) before it, as WOOF's front.js answers at once; after it, the filter draws the chip
 * from that one tick (played twice, the tick would be taken back).
 */
const LISTING = '/produse/';
const AUTOSUBMIT = `?vitrina-config=${encodeURIComponent(JSON.stringify({ globals: { woof_autosubmit: 1 } }))}`;

const form = (page: Page) => page.locator('.woof');
const negru = (page: Page) => page.locator('.woof input.woof_color_term[name="negru"]');
const negruLabel = (page: Page) => page.locator('.woof label.woof_color_label[for*="negru"]');
const chips = (page: Page) => page.locator('.woof_products_top_panel');

async function openListing(page: Page, path = LISTING) {
  const chunk = await holdChunk(page, 'product-filter');
  await page.goto(path);
  await lightReady(form(page));
  await armed(form(page));
  return chunk;
}

/** After the chunk: the filter heard the one tick (the chip is drawn) and the item stayed ticked. */
async function expectComplete(page: Page): Promise<void> {
  await expect(form(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(chips(page).locator('a[data-tax="pa_culoare"][data-slug="negru"]')).toBeVisible();
  await expect(negru(page)).toBeChecked();
}

test('a click on a colour, with no hover before it, shows it ticked while the filter chunk is held', async ({
  page,
}) => {
  const chunk = await openListing(page);
  await negruLabel(page).click();
  await expect(negru(page)).toBeChecked();
  // Asked for at the touch; the route hears the request when the browser sends it, which a loaded machine may do after the light half has answered.
  await expect.poll(() => chunk.requested()).toBe(true);
  await expect(chips(page).locator('a[data-tax="pa_culoare"]')).toHaveCount(0); // the chip is the filter's, after the chunk
  chunk.release();
  await expectComplete(page);
});

test('a click on a category checkbox itself shows it ticked and its item marked while the chunk is held', async ({
  page,
}) => {
  const chunk = await openListing(page);
  const box = page.locator('.woof input.woof_checkbox_term').first();
  await box.click();
  await expect(box).toBeChecked();
  await expect(page.locator('.woof li.woof_term_15')).toHaveClass(/\bwoof_checkbox_term_checked\b/);
  chunk.release();
  await expect(form(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(chips(page).locator('a[data-tax="product_cat"]')).toHaveCount(1);
  await expect(box).toBeChecked();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on a colour shows it ticked while the chunk is held', async ({ page }) => {
    const chunk = await openListing(page);
    await negruLabel(page).tap();
    await expect(negru(page)).toBeChecked();
    chunk.release();
    await expectComplete(page);
  });
});

test('by keyboard: Tab onto a category checkbox and Space tick it while the chunk is held', async ({ page }) => {
  const chunk = await openListing(page);
  const box = page.locator('.woof input.woof_checkbox_term').first();
  await page.locator('.woof_container_product_cat a.woof_front_toggle').focus();
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  chunk.release();
  await expect(form(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(chips(page).locator('a[data-tax="product_cat"]')).toHaveCount(1);
  await expect(box).toBeChecked();
  await expect(box).toBeFocused();
});

test("with autosubmit, the tick shows WOOF's loading popup at once, and the filter then goes to the filtered listing once", async ({
  page,
}) => {
  const chunk = await openListing(page, LISTING + AUTOSUBMIT);
  const listings: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).searchParams.has('pa_culoare'))
      listings.push(request.url());
  });
  await negruLabel(page).click();
  await expect(negru(page)).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Se încarcă' })).toBeVisible();
  chunk.release();
  await page.waitForURL((url) => url.searchParams.get('pa_culoare') === 'negru');
  expect(listings).toHaveLength(1);
});

test('by keyboard: Enter on a block toggle while the chunk is held closes the block once; focus stays on the toggle', async ({
  page,
}) => {
  const chunk = await openListing(page);
  // The second block's toggle: printed as a `javascript:` link, the filter makes it a disclosure button.
  const printed = form(page).locator('a.woof_front_toggle').nth(1);
  await printed.focus();
  await page.keyboard.press('Enter');
  chunk.release();
  await expect(form(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  const toggle = form(page).locator('button.woof_front_toggle').nth(1);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('a click on a block toggle while the chunk is held closes the block once', async ({ page }) => {
  const chunk = await openListing(page);
  await form(page).locator('a.woof_front_toggle').nth(1).click();
  chunk.release();
  await expect(form(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(form(page).locator('button.woof_front_toggle').nth(1)).toHaveAttribute('aria-expanded', 'false');
});
