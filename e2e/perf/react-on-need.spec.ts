import { expect, test, type Page } from '@playwright/test';
import { VARIABLE } from '../support/product.ts';
import { addOnServer, PLAIN_PAGE, SIMPLE_IDS } from '../support/cart.ts';
import { CONTACT, contactSubmissions, fillValid, output } from '../support/contact.ts';
import { RATED_POST, recordVotes, sentVotes, stars } from '../support/rating.ts';
import { REVIEWED, reviewItems, gotoReviews } from '../support/reviews.ts';

/**
 * Design §8 / issue 25: React loads only when a React widget must draw something the server did
 * not print, and the first click or key made while it is on its way is not lost. The React chunk
 * is held by the test until the click has been made, so the race is real every run.
 */
const REACT = /\/chunks\/react-[^/]+\.js$/;

/** A shopper who already chose in the cookie banner: the banner stays closed, as on every later visit. */
async function decided(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
}

/** Counts React requests; holds each until `release()`. */
async function holdReact(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(REACT, async (route) => {
    requested.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { release, requested };
}

/** The page has settled: `load` passed and the idle widgets (the header's) are mounted. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('#header')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(page.locator('[data-vitrina-ready]')).toHaveCount(1);
}

// Untouched pages fetch no React: e2e/perf/no-react.spec.ts.

// Card swatches only mark printed markup and swap a card's image and links: plain DOM, no React at all.
test('card swatches: a click selects the swatch without React', async ({ page }) => {
  await decided(page);
  const held = await holdReact(page);
  await page.goto('/produse/');
  await settled(page);
  const card = page
    .locator('.product-small')
    .filter({ has: page.locator('.ux-swatches-in-loop .ux-swatch:nth-child(2):not(.disabled)') })
    .first();
  const group = card.locator('.ux-swatches-in-loop');
  const swatch = group.locator('.ux-swatch:not(.disabled)').nth(1);
  await swatch.click();
  await expect(group.locator('.ux-swatch:not(.disabled)').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(group).toHaveAttribute('data-vitrina-state', 'mounted');
  expect(held.requested).toEqual([]);
  held.release();
});

test('variation swatches: the click made while React loads chooses the value at once, and once', async ({ page }) => {
  await decided(page);
  const held = await holdReact(page);
  await page.goto(VARIABLE.path);
  await settled(page);
  const first = page.locator('.ux-swatch').first();
  const value = await first.getAttribute('data-value');
  await first.click();
  await expect.poll(() => held.requested.length).toBe(1);
  // Answered at once by the form's light half (issue 33 item 3), not held for React.
  await expect(page.locator('#pa_culoare')).toHaveValue(value!);
  held.release();
  await expect(page.locator('.ux-swatches').first()).toHaveAttribute('data-vitrina-state', 'mounted');
  // Chosen once: played again for React, the click on the chosen swatch would have cleared it.
  await expect(page.locator('.ux-swatch').first()).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#pa_culoare')).toHaveValue(value!);
});

test('variation swatches: the key pressed while React loads moves the choice', async ({ page }) => {
  await decided(page);
  const held = await holdReact(page);
  await page.goto(VARIABLE.path);
  await settled(page);
  // Keyboard focus in the product (the printed swatches take none) is the first sign of use.
  await page.locator('#pa_culoare').focus();
  await expect.poll(() => held.requested.length).toBe(1);
  held.release();
  await expect(page.locator('.ux-swatches').first()).toHaveAttribute('data-vitrina-state', 'mounted');
  const first = page.locator('.ux-swatch').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.ux-swatch').nth(1)).toHaveAttribute('aria-checked', 'true');
});

test('post rating: the star clicked while React loads is the vote sent', async ({ page }) => {
  await decided(page);
  await recordVotes(page);
  const held = await holdReact(page);
  await page.goto(RATED_POST.path);
  await settled(page);
  const votes = async () => (await sentVotes(page)).map((vote) => vote.get('star_rating'));
  await page.locator('.js-rmp-rating-widget .js-rmp-rating-item').nth(4).click();
  await expect.poll(() => held.requested.length).toBe(1);
  expect(await votes()).toEqual([]);
  held.release();
  await expect.poll(votes).toEqual(['5']);
  await expect(page.locator('.js-rmp-vote-count').first()).toHaveText(String(RATED_POST.count + 1));
  await expect(stars(page)).toHaveCount(5);
});

test('mini-cart: React comes when the cart opens (pointer over the header cart), not at load', async ({ page }) => {
  await decided(page);
  const held = await holdReact(page);
  await page.goto('/');
  await settled(page);
  const box = page.locator('li.cart-item .widget_shopping_cart').first();
  await expect(box).toHaveAttribute('data-vitrina-state', 'pending');
  expect(held.requested).toEqual([]);
  await page.locator('li.cart-item').first().hover();
  await expect.poll(() => held.requested.length).toBe(1);
  held.release();
  await expect(box).toHaveAttribute('data-vitrina-state', 'mounted');
});

test('product filter: the box ticked while React loads is in the chips and the submitted link', async ({ page }) => {
  await decided(page);
  const held = await holdReact(page);
  await page.goto('/produse/');
  await settled(page);
  const filter = page.locator('.woof');
  await filter.locator('label.woof_color_label[for*="negru"]').click();
  await expect.poll(() => held.requested.length).toBe(1);
  held.release();
  await expect(page.locator('.woof_products_top_panel').getByText('Culoare:')).toBeVisible();
  await Promise.all([page.waitForURL(/pa_culoare=negru/), filter.getByRole('button', { name: 'Filtrează' }).click()]);
});

test('mini-cart: the click on the off-canvas cart link made while React loads opens the cart', async ({ page }) => {
  await decided(page);
  await addOnServer(page, SIMPLE_IDS[0]);
  const held = await holdReact(page);
  await page.goto(`${PLAIN_PAGE}?cart-style=off-canvas`);
  await settled(page);
  const toggle = page.locator('a.header-cart-link[data-open="#cart-popup"]');
  await toggle.click();
  await expect.poll(() => held.requested.length).toBe(1);
  // Held, not followed: the shopper stays on the page while React comes.
  expect(new URL(page.url()).pathname).toBe(PLAIN_PAGE);
  held.release();
  await expect(page.locator('#cart-popup')).toBeFocused();
  await expect(page.locator('#cart-popup .woocommerce-mini-cart-item')).toHaveCount(1);
});

test('reviews: "show more" shows the next reviews with no React: the list is plain DOM and the review form around it stays asleep', async ({
  page,
}) => {
  await decided(page);
  const held = await holdReact(page);
  await gotoReviews(page, `${REVIEWED.path}#tab-reviews`);
  await settled(page);
  await expect(reviewItems(page)).toHaveCount(5);
  await page.locator('.cr-show-more-reviews-prd').click();
  await expect(reviewItems(page)).toHaveCount(10);
  expect(held.requested).toEqual([]);
});

test('contact form: the submit pressed while React loads sends the message through the API', async ({ page }) => {
  await decided(page);
  const held = await holdReact(page);
  await page.goto(CONTACT);
  await settled(page);
  await expect(page.locator('.wpcf7')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await fillValid(page);
  await page.locator('.wpcf7-submit').click();
  await expect.poll(() => held.requested.length).toBe(1);
  held.release();
  await expect(output(page)).toHaveText('Mulțumim pentru mesaj. A fost trimis.');
  expect(await contactSubmissions(page)).toMatchObject([{ status: 'mail_sent', via: 'rest' }]);
});
