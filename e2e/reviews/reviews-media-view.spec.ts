import { expect, test, type Page } from '@playwright/test';
import { productById } from '../../fixtures/data/catalogue.ts';
import { reviewsOf } from '../../fixtures/server/reviews/data.ts';
import { expectAxeClean } from '../support/axe.ts';
import { openReviews, REVIEW_ERRORS, REVIEWED, reviewItems } from '../support/reviews.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/** Customer images open in the lightbox at the chosen image; review videos play and pause on click (spec §2.3, §4.5). */
const MEDIA_REVIEW = reviewsOf(productById(REVIEWED.id)!).find((review) => review.images.length > 0)!;
const lightbox = (page: Page) => page.locator('.pswp.pswp--open');
const counter = (page: Page) => lightbox(page).locator('.pswp__counter');
const strip = (page: Page) => page.locator('.cr-ajax-reviews-cus-images-div .cr-comment-image-top img');
// The review with two images and a video (Andrei Stan's) is the ninth newest: on the second page.
const mediaReview = (page: Page) =>
  page.locator('ol.cr-ajax-reviews-list > li', { has: page.locator('.cr-comment-images') });

async function showSecondPage(page: Page): Promise<void> {
  await page.locator('.cr-show-more-reviews-prd').click();
  await expect(reviewItems(page)).toHaveCount(10);
}

/** Play and pause without a media file: the fixture ships none, so the page's own methods are recorded instead. */
async function fakePlayback(page: Page, playFails = false): Promise<void> {
  await page.addInitScript((fails: boolean) => {
    const state = new WeakMap<HTMLMediaElement, boolean>();
    Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
      configurable: true,
      get(this: HTMLMediaElement) {
        return !state.get(this);
      },
    });
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      if (fails) return Promise.reject(new DOMException('no source', 'NotSupportedError'));
      state.set(this, true);
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    };
    HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
      state.set(this, false);
      this.dispatchEvent(new Event('pause'));
    };
  }, playFails);
}

failOnPageErrors({ watch: REVIEW_ERRORS });

test('without JavaScript a review image is a link to the full image and the strip images stay plain', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The rating filter (a plain link without JavaScript) brings the review with media onto the first page.
  await page.goto(`${REVIEWED.path}?ivrating=${MEDIA_REVIEW.rating}#tab-reviews`);
  await expect(strip(page).first()).not.toHaveAttribute('role', 'button');
  const link = mediaReview(page).locator('.cr-comment-a').first();
  await expect(link).toHaveAttribute('href', MEDIA_REVIEW.images[0]!.full);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${MEDIA_REVIEW.images[0]!.full.replace(/[.]/g, '\\.')}$`));
  await context.close();
});

test('a review image opens the lightbox at that image; Escape closes it and focus returns to the image', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openReviews(page);
  await showSecondPage(page);
  const links = mediaReview(page).locator('.cr-comment-a');
  await expect(links).toHaveCount(2);
  const second = links.nth(1);
  await second.click();
  await expect(lightbox(page)).toBeVisible();
  await expect(counter(page)).toHaveText('2 / 2');
  await expect(lightbox(page).locator('.pswp__vitrina-caption')).toHaveText('Imagine 2 de la Andrei Stan');
  expect(page.url()).not.toContain('.svg');
  await expectAxeClean(page, '.pswp--open');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(second).toBeFocused();
  await links.first().focus();
  await page.keyboard.press('Enter');
  await expect(counter(page)).toHaveText('1 / 2');
  await lightbox(page).locator('.pswp__button--close').click();
  await expect(links.first()).toBeFocused();
});

test('the customer-images strip opens at the chosen slide and starts there again after a close; keys open it too', async ({
  page,
}) => {
  await openReviews(page);
  await expect(strip(page)).toHaveCount(2);
  await expect(strip(page).nth(1)).toHaveAttribute('role', 'button');
  await expect(strip(page).nth(1)).toHaveAccessibleName('Deschide imaginea 2 din 2');
  await strip(page).nth(1).click();
  await expect(counter(page)).toHaveText('2 / 2');
  await lightbox(page).locator('.pswp__button--arrow--prev').click();
  await expect(counter(page)).toHaveText('1 / 2');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(strip(page).nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(counter(page)).toHaveText('2 / 2');
  await page.keyboard.press('Escape');
  // The closing lightbox keeps its counter until it is gone; the next open is a new one.
  await expect(lightbox(page)).toHaveCount(0);
  await strip(page).first().focus();
  await page.keyboard.press('Space');
  await expect(counter(page)).toHaveText('1 / 2');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
});

test('a review video plays on click of its icon and pauses through its controls, with controls only while playing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fakePlayback(page);
  await openReviews(page);
  await showSecondPage(page);
  const video = mediaReview(page).locator('video.cr-video-a');
  const icon = mediaReview(page).locator('.cr-comment-videoicon');
  await expect(icon).toHaveAttribute('role', 'button');
  await expect(icon).toHaveAccessibleName('Redă videoclipul');
  await icon.click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await expect(video).toHaveJSProperty('controls', true);
  await expect(icon).toBeHidden();
  await expect(mediaReview(page).locator('.cr-comment-videos')).toHaveClass(/cr-comment-videos-modal/);
  // The native controls take the pointer from here on (Chromium keeps their clicks from the page) and pause the
  // video themselves: what they do is a pause() call.
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await expect(video).toHaveJSProperty('controls', false);
  await expect(icon).toBeVisible();
  await expect(icon).toBeFocused();
  await expect(mediaReview(page).locator('.cr-comment-videos')).not.toHaveClass(/cr-comment-videos-modal/);
  await page.keyboard.press('Enter');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await expect(video).toBeFocused();
  await video.evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.dispatchEvent(new Event('ended'));
  });
  await expect(icon).toBeVisible();
  await expect(video).toHaveJSProperty('controls', false);
  // A still video (no controls) plays on a click on the picture itself too (beside the icon in its middle).
  // Chromium may keep the controls' overlay, which swallows clicks, for a frame after controls go off: click again then.
  await expect(async () => {
    await video.click({ position: { x: 12, y: 12 } });
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  }).toPass();
  await expect(icon).toBeHidden();
  await expectAxeClean(page, 'ol.cr-ajax-reviews-list');
});

test('a video that cannot play goes back to its still state and throws nothing', async ({ page }) => {
  await fakePlayback(page, true);
  await openReviews(page);
  await showSecondPage(page);
  const video = mediaReview(page).locator('video.cr-video-a');
  const icon = mediaReview(page).locator('.cr-comment-videoicon');
  await icon.click();
  await expect(icon).toBeVisible();
  await expect(video).toHaveJSProperty('controls', false);
  await expect(mediaReview(page).locator('.cr-comment-videos')).not.toHaveClass(/cr-comment-videos-modal/);
});
