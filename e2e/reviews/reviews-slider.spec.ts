import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { hostReady } from '../support/product.ts';
import { expectAxeClean } from '../support/axe.ts';
import { REVIEW_ERRORS } from '../support/reviews.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/** The home page carries the CusRev reviews slider (fixtures/server/render/cr-slider.ts): 8 reviews, 3/2/1 per view, autoplay. */
const HOME = '/';
const HOST = '.cr-reviews-slider';
const HOSTILE_AUTHOR = '<img src=x onerror=alert(1)> Hacker';
const slider = (page: Page) => page.locator(HOST);
const cards = (page: Page) => slider(page).locator('.cr-review-card');
const button = (page: Page, name: string) => slider(page).getByRole('button', { name, exact: true });

/** The labels of the cards in view (the others are inert). */
const shown = (page: Page) =>
  slider(page)
    .locator('.cr-review-card:not([inert])')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));

/** The page clock stands still from the start: the slider rotates only when a test moves time. */
async function openSlider(page: Page, { stillClock = true } = {}): Promise<void> {
  if (stillClock) {
    const start = new Date('2026-01-05T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
  }
  await page.goto(HOME);
  await slider(page).scrollIntoViewIfNeeded();
  await hostReady(page, HOST);
}

failOnPageErrors({ watch: REVIEW_ERRORS });

/** React's chunk, as `npm run build` names it in dist/manifest.json (the e2e server serves that dist/). */
function reactChunks(): string[] {
  const manifest = readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8');
  return [...new Set([...manifest.matchAll(/"(chunks\/react-[^"/]+\.js)"/g)].map((match) => match[1]!))];
}

test.use({ viewport: { width: 1280, height: 900 } });

test('without JavaScript every review is readable in the page, the hostile name is text, images are links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(HOME);
  await expect(cards(page)).toHaveCount(8);
  for (const card of await cards(page).all()) await expect(card.locator('.review-text')).toBeVisible();
  await expect(slider(page).locator('.reviewer-name', { hasText: 'Hacker' })).toHaveText(HOSTILE_AUTHOR);
  await expect(slider(page).locator('img[src="x"]')).toHaveCount(0);
  await expect(cards(page).first().locator('a.cr-comment-a').first()).toHaveAttribute('href', /\.(svg|jpg|png|webp)/);
  await context.close();
});

test('APG carousel: region and slides named, 3 in view, next / previous wrap, rotation only by the block’s autoplay', async ({
  page,
}) => {
  await openSlider(page);
  await expect(slider(page)).toHaveAttribute('role', 'region');
  await expect(slider(page)).toHaveAttribute('aria-roledescription', 'carusel');
  await expect(slider(page)).toHaveAttribute('aria-label', 'Recenziile clienților');
  await expect(cards(page).nth(1)).toHaveAttribute('aria-roledescription', 'diapozitiv');
  await expect(cards(page).nth(1)).toHaveAttribute('aria-label', '2 din 8');
  await expect(cards(page).nth(1)).toHaveAttribute('role', 'group');
  expect(await shown(page)).toEqual(['1 din 8', '2 din 8', '3 din 8']);

  // Rotating (the block says autoplay): the live region is off, and time moves it.
  const rotation = button(page, 'Oprește derularea automată');
  await expect(rotation).toBeVisible();
  const track = slider(page).locator('.vitrina-rs-track');
  await expect(track).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(3100);
  await expect.poll(() => shown(page)).toEqual(['2 din 8', '3 din 8', '4 din 8']);

  // Paused by the shopper: polite, and time no longer moves it.
  await rotation.click();
  await expect(button(page, 'Pornește derularea automată')).toBeVisible();
  await expect(track).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(10_000);
  expect(await shown(page)).toEqual(['2 din 8', '3 din 8', '4 din 8']);

  await button(page, 'Recenzia anterioară').click();
  expect(await shown(page)).toEqual(['1 din 8', '2 din 8', '3 din 8']);
  await button(page, 'Recenzia anterioară').click();
  await expect.poll(() => shown(page)).toEqual(['6 din 8', '7 din 8', '8 din 8']);
  await button(page, 'Recenzia următoare').click();
  await expect.poll(() => shown(page)).toEqual(['1 din 8', '2 din 8', '3 din 8']);
  await slider(page).getByRole('button', { name: 'Recenziile 4–6 din 8' }).click();
  await expect.poll(() => shown(page)).toEqual(['4 din 8', '5 din 8', '6 din 8']);
  await expect(slider(page).getByRole('button', { name: 'Recenziile 4–6 din 8' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Started again, the pointer over the slider holds it.
  await button(page, 'Pornește derularea automată').click();
  await slider(page).hover();
  await page.clock.runFor(10_000);
  expect(await shown(page)).toEqual(['4 din 8', '5 din 8', '6 din 8']);
  await page.mouse.move(0, 0);
  await page.clock.runFor(3100);
  await expect.poll(() => shown(page)).toEqual(['5 din 8', '6 din 8', '7 din 8']);
});

test('design §8: the home page scrolled to the slider mounts it without fetching React', async ({ page }) => {
  const react = reactChunks();
  // The React widgets still name the chunk: without it this test could not fail.
  expect(react).toHaveLength(1);
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(new URL(request.url()).pathname));
  await openSlider(page);
  await expect(button(page, 'Recenzia următoare')).toBeVisible();
  await button(page, 'Oprește derularea automată').click();
  await button(page, 'Recenzia următoare').click();
  await expect.poll(() => shown(page)).toEqual(['2 din 8', '3 din 8', '4 din 8']);
  expect(requested.some((path) => /\/chunks\/reviews-slider-[^/]+\.js$/.test(path))).toBe(true);
  expect(requested.filter((path) => react.some((chunk) => path.endsWith(`/${chunk}`)))).toEqual([]);
});

test('keyboard only: Tab reaches the controls, keyboard focus stops rotation, Enter / Space / arrows move, axe clean', async ({
  page,
}) => {
  await openSlider(page);
  // Start just before the slider: its heading.
  await page.locator('h2', { hasText: 'Ce spun clienții' }).evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1;
    heading.focus();
  });
  await page.keyboard.press('Tab');
  await expect(button(page, 'Oprește derularea automată')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Recenzia anterioară')).toBeFocused();
  // Keyboard focus on anything but the rotation button stops rotation for good.
  await expect(button(page, 'Pornește derularea automată')).toBeVisible();
  await page.clock.runFor(10_000);
  expect(await shown(page)).toEqual(['1 din 8', '2 din 8', '3 din 8']);
  await page.keyboard.press('Tab');
  await expect(button(page, 'Recenzia următoare')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toEqual(['2 din 8', '3 din 8', '4 din 8']);
  await page.keyboard.press('Space');
  await expect.poll(() => shown(page)).toEqual(['3 din 8', '4 din 8', '5 din 8']);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => shown(page)).toEqual(['2 din 8', '3 din 8', '4 din 8']);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => shown(page)).toEqual(['4 din 8', '5 din 8', '6 din 8']);
  // The next Tab stop is inside the first card in view: the cards out of view are out of the tab order.
  await page.keyboard.press('Tab');
  const focusedCard = await page.evaluate(() =>
    document.activeElement?.closest('.cr-review-card')?.getAttribute('aria-label'),
  );
  expect(focusedCard).toBe('4 din 8');
  await page.clock.resume();
  await expectAxeClean(page, HOST);
});

test('read more / read less toggles one review, keeps focus and leaves the other slides’ height alone', async ({
  page,
}) => {
  await openSlider(page);
  const long = cards(page).nth(2);
  const details = long.locator('.cr-slider-details');
  await expect(details).toBeHidden();
  // The plugin's href="#" links are replaced by one button.
  await expect(long.locator('.cr-slider-read-more a')).toBeHidden();
  const more = long.getByRole('button', { name: 'Citește mai mult' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toHaveAttribute('aria-controls', (await details.getAttribute('id'))!);
  const heights = async () =>
    Promise.all([0, 1].map(async (index) => (await cards(page).nth(index).boundingBox())?.height));
  const before = await heights();

  await more.focus();
  await page.keyboard.press('Enter');
  const less = long.getByRole('button', { name: 'Citește mai puțin' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(less).toBeFocused();
  await expect(details).toBeVisible();
  await expect(details).toContainText('Cu siguranță voi mai comanda');
  await expect(long.locator('.cr-slider-read-more')).toBeHidden();
  expect(await heights()).toEqual(before);
  await page.clock.resume();
  await expectAxeClean(page, HOST);

  await less.click();
  await expect(details).toBeHidden();
  await expect(long.getByRole('button', { name: 'Citește mai mult' })).toHaveAttribute('aria-expanded', 'false');
  expect(page.url()).not.toContain('#');
});

test('a customer image opens the lightbox at that image; the next open starts again at the one chosen', async ({
  page,
}) => {
  await openSlider(page, { stillClock: false });
  await button(page, 'Oprește derularea automată').click();
  const links = cards(page).first().locator('a.cr-comment-a');
  await expect(links).toHaveCount(2);
  await links.nth(1).click();
  const counter = page.locator('.pswp .pswp__counter');
  await expect(counter).toHaveText('2 / 2');
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(links.nth(1)).toBeFocused();
  await links.nth(0).click();
  await expect(counter).toHaveText('1 / 2');
  await page.keyboard.press('Escape');
  await expect(links.nth(0)).toBeFocused();
});

test('the hostile author name is shown as text and runs nothing', async ({ page }) => {
  await openSlider(page, { stillClock: false });
  await expect(slider(page).locator('.reviewer-name', { hasText: 'Hacker' })).toHaveText(HOSTILE_AUTHOR);
  await expect(slider(page).locator('img[src="x"]')).toHaveCount(0);
});

for (const [width, perView] of [
  [1280, 3],
  [700, 2],
  [400, 1],
] as const) {
  test(`at ${width} px wide ${perView} review(s) per view, as the block's slick breakpoints say`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSlider(page);
    expect(await shown(page)).toHaveLength(perView);
    await expect(slider(page).locator('.vitrina-rs-dot')).toHaveCount(8 - perView + 1);
    await button(page, 'Oprește derularea automată').click();
    await button(page, 'Recenzia următoare').click();
    await expect.poll(async () => (await shown(page))[0]).toBe('2 din 8');
    // Every card in view ends up inside the viewport horizontally (once the slide's transition is over).
    const box = (await slider(page).locator('.vitrina-rs-viewport').boundingBox())!;
    for (const card of await slider(page).locator('.cr-review-card:not([inert])').all()) {
      await expect
        .poll(async () => {
          const cardBox = (await card.boundingBox())!;
          return cardBox.x >= box.x - 1 && cardBox.x + cardBox.width <= box.x + box.width + 1;
        })
        .toBe(true);
    }
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a touch swipe moves the slides', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 900 });
    await openSlider(page);
    await button(page, 'Oprește derularea automată').tap();
    // A finger's swipe as the browser gets it (trusted touch input): down, a few moves, up.
    const cdp = await page.context().newCDPSession(page);
    const y = (await slider(page).locator('.vitrina-rs-viewport').boundingBox())!.y + 50;
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 5; step += 1)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + ((to - from) * step) / 5, y }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(300, 100);
    await expect.poll(() => shown(page)).toEqual(['2 din 8']);
    await swipe(100, 300);
    await expect.poll(() => shown(page)).toEqual(['1 din 8']);
  });
});

test('with reduced motion nothing rotates by itself and the live region is polite', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSlider(page);
  await expect(button(page, 'Pornește derularea automată')).toBeVisible();
  await expect(slider(page).locator('.vitrina-rs-track')).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(15_000);
  expect(await shown(page)).toEqual(['1 din 8', '2 din 8', '3 din 8']);
  await page.clock.resume();
  await expectAxeClean(page, HOST);
});
