import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { collectErrors, DESKTOP, hostReady } from '../support/theme.ts';

test.use({ viewport: DESKTOP });

const PAGE = '/despre-noi/';
const dialog = (page: Page) => page.locator('dialog.vitrina-lightbox');

async function ready(page: Page): Promise<void> {
  // Third-party players are never reached from tests.
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  );
  await page.goto(PAGE);
  await hostReady(page, '.lightbox-gallery');
  await hostReady(page, 'a.open-video');
  await hostReady(page, '[data-open="#newsletter"]');
}

test('without JavaScript the links lead to the image, the video and the anchor', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.locator('p > a.image-lightbox')).toHaveAttribute('href', /rochie_rosu_1-1200x1500\.svg$/);
  await expect(page.locator('a.open-video').first()).toHaveAttribute('href', /youtube\.com\/watch/);
  await expect(page.locator('#newsletter')).toBeHidden();
  await context.close();
});

test('single image: a modal dialog with the large image and its caption; Escape returns focus', async ({ page }) => {
  const errors = collectErrors(page);
  await ready(page);
  const link = page.locator('p > a.image-lightbox');
  await hostReady(page, 'p > a.image-lightbox');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName('Rochia lunii');
  await expect(dialog(page).locator('img')).toHaveAttribute('src', /rochie_rosu_1-1200x1500\.svg$/);
  await expect(dialog(page).locator('figcaption')).toHaveText('Rochia lunii');
  await expect(dialog(page).locator('.vitrina-busy')).toHaveAttribute('aria-busy', 'false');
  await expectAxeClean(page, 'dialog.vitrina-lightbox');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(link).toBeFocused();
  expect(errors).toEqual([]);
});

test("an image that cannot be loaded shows spec §8's message", async ({ page }) => {
  await ready(page);
  await hostReady(page, 'p > a.image-lightbox');
  await page
    .locator('p > a.image-lightbox')
    .evaluate((link) => link.setAttribute('href', '/wp-content/uploads/fixture/lipseste.jpg'));
  await page.locator('p > a.image-lightbox').click();
  await expect(dialog(page).locator('.vitrina-lightbox-error')).toHaveText('Imaginea nu a putut fi încărcată.');
  await expect(dialog(page).locator('img')).toHaveCount(0);
});

test('gallery: PhotoSwipe (shared with the product gallery) opens at the clicked image, loaded on first open', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await ready(page);
  expect(loaded.filter((url) => /chunks\/photoswipe-/.test(url))).toHaveLength(0);
  await page.locator('.lightbox-gallery a').nth(1).click();
  const pswp = page.locator('.pswp.pswp--open');
  await expect(pswp).toBeVisible();
  await expect(pswp.locator('.pswp__counter')).toHaveText('2 / 3');
  await expect(pswp.locator('.pswp__vitrina-caption')).toHaveText('Fotografia 2 din magazin');
  await page.keyboard.press('ArrowRight');
  await expect(pswp.locator('.pswp__counter')).toHaveText('3 / 3');
  await page.keyboard.press('Escape');
  await expect(pswp).toHaveCount(0);
  await expect(page.locator('.lightbox-gallery a').nth(1)).toBeFocused();
  expect(errors).toEqual([]);
});

const videos = [
  ['YouTube', 0, 'iframe', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/],
  ['Vimeo', 1, 'iframe', /^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=1/],
  ['a video file', 2, 'video', /\/wp-content\/uploads\/fixture\/atelier\.mp4$/],
] as const;

for (const [name, index, tag, src] of videos) {
  test(`video (${name}): nothing embedded before the click, then the player in the dialog`, async ({ page }) => {
    const errors = collectErrors(page);
    await ready(page);
    await expect(page.locator('iframe, video')).toHaveCount(0);
    await page.locator('a.open-video').nth(index).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).locator(tag)).toHaveAttribute('src', src);
    if (tag === 'iframe') await expect(dialog(page).locator('iframe')).toHaveAttribute('title', /\S/);
    await dialog(page).locator('.vitrina-dialog-close').click();
    await expect(page.locator('iframe, video')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('inline lightbox by data-open: the server panel in the dialog, its form keeps what was typed', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await ready(page);
  const opener = page.locator('[data-open="#newsletter"]');
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName('Noutăți pe e-mail');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await dialog(page).locator('#newsletter-email').fill('ana@example.ro');
  await expectAxeClean(page, 'dialog.vitrina-lightbox');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#newsletter')).toBeHidden();
  await opener.click();
  await expect(dialog(page).locator('#newsletter-email')).toHaveValue('ana@example.ro');
  expect(errors).toEqual([]);
});

test('off-canvas panel by data-open with data-pos: a side panel, keyboard only', async ({ page }) => {
  await ready(page);
  const opener = page.locator('[data-open="#ghid-marimi"]');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveClass(/vitrina-off-canvas--right/);
  await expect(dialog(page)).toHaveAccessibleName('Ghid de mărimi');
  await expect(dialog(page).locator('table')).toBeVisible();
  await expect(dialog(page).locator('.vitrina-dialog-close')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog(page).locator('.vitrina-dialog-close')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the mobile menu and the off-canvas cart stay with their own widgets', async ({ page }) => {
  await page.goto('/?cart-style=off-canvas');
  await hostReady(page, '#main-menu');
  await expect(page.locator('[data-open="#main-menu"]')).not.toHaveAttribute('data-vitrina-state', /.*/);
  // The cart's opener belongs to the mini-cart's light half (it opens the printed panel at once), not to the lightbox.
  await expect(page.locator('[data-open="#cart-popup"]')).toHaveAttribute('data-vitrina-light', '');
  await page.locator('[data-open="#cart-popup"]').click();
  await expect(page.locator('#cart-popup')).toBeVisible();
  await expect(page.locator('.mfp-wrap, .vitrina-lightbox')).toHaveCount(0);
});

test('closing keeps the lightbox 300 ms with mfp-removing, then removes it (page clock)', async ({ page }) => {
  await page.clock.install();
  await ready(page);
  const link = page.locator('p > a.image-lightbox');
  await hostReady(page, 'p > a.image-lightbox');
  await link.click();
  await expect(dialog(page)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveClass(/\bmfp-removing\b/);
  await page.clock.runFor(299);
  await expect(dialog(page)).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(dialog(page)).toHaveCount(0);
});
