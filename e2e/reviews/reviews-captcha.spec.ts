import { expect, test, type Page } from '@playwright/test';
import { recordAdminAjax } from '../support/product.ts';
import { expectAxeClean } from '../support/axe.ts';
import { callsOf, openReviews, REVIEW_ERRORS, REVIEWED, openReviewForm } from '../support/reviews.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/**
 * Customer Reviews 5.117's captcha in the AJAX review form (`display_captcha_cr()`, cr-captcha.js):
 * the fixture prints the plugin's widget markup and a stand-in of cr-captcha.js with the same
 * `window.crCaptcha` API (fixtures/server/reviews/captcha-stand-in.ts), drawing a checkbox.
 */
const wrap = (page: Page) => page.locator('.cr-ajax-reviews-review-form .cr-review-form-wrap');
const captcha = (page: Page) => wrap(page).locator('.cr-review-form-captcha');
const robot = (page: Page) => captcha(page).getByRole('checkbox', { name: 'Nu sunt robot' });

failOnPageErrors({ watch: REVIEW_ERRORS });

async function fillReview(page: Page): Promise<void> {
  await wrap(page).locator('.cr-review-form-rating-overall [role="radio"]').nth(4).click();
  await wrap(page)
    .getByRole('radiogroup', { name: /^Calitate/ })
    .getByRole('radio')
    .nth(4)
    .click();
  await wrap(page).getByLabel('Recenzia ta').fill('Miroase frumos și ține mult.');
  await wrap(page).getByLabel('De câte zile folosești produsul?').fill('14');
  await wrap(page).getByLabel('Nume').fill('Ana Pop');
  await wrap(page).getByLabel('Email').fill('ana@example.ro');
  await wrap(page).locator('.cr-review-form-terms').getByRole('checkbox').check();
}

test('a visible captcha is drawn in the form; unsolved it is marked, focused and nothing is sent; solved it posts its answer', async ({
  page,
}) => {
  const sent = await recordAdminAjax(page);
  await openReviews(page, `${REVIEWED.path}?cr-captcha=visible#tab-reviews`);
  await openReviewForm(page);
  await expect(robot(page)).toBeVisible();
  await fillReview(page);
  await wrap(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(captcha(page)).toHaveClass(/cr-review-form-error/);
  await expect(captcha(page)).toContainText('Te rog confirmă că nu ești un robot');
  await expect(robot(page)).toBeFocused();
  expect(callsOf(await sent(), 'cr_submit_review')).toEqual([]);
  await expectAxeClean(page, '.cr-ajax-reviews-review-form');
  await page.keyboard.press('Space');
  await expect(captcha(page)).not.toHaveClass(/cr-review-form-error/);
  await wrap(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(wrap(page).locator('.cr-review-form-result [role="status"]')).toHaveText(
    'Recenzia ta a fost adăugată cu succes',
  );
  expect(callsOf(await sent(), 'cr_submit_review')[0]?.get('cr_captcha_response')).toBe('fixture-captcha-ok');
});

test('an invisible captcha fetches its token through crCaptcha.execute and posts it; nothing to tick', async ({
  page,
}) => {
  const sent = await recordAdminAjax(page);
  await openReviews(page, `${REVIEWED.path}?cr-captcha=invisible#tab-reviews`);
  await openReviewForm(page);
  await expect(wrap(page).getByRole('checkbox', { name: 'Nu sunt robot' })).toHaveCount(0);
  await fillReview(page);
  await wrap(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(wrap(page).locator('.cr-review-form-result [role="status"]')).toHaveText(
    'Recenzia ta a fost adăugată cu succes',
  );
  expect(callsOf(await sent(), 'cr_submit_review')[0]?.get('cr_captcha_response')).toBe('fixture-captcha-ok');
});

test('a captcha service that refuses (no token) shows the captcha message and keeps the review', async ({ page }) => {
  const sent = await recordAdminAjax(page);
  await page.addInitScript(() => {
    // The service is up but answers nothing (blocked by the network, say).
    document.addEventListener('DOMContentLoaded', () => {
      const bridge = (window as unknown as { crCaptcha?: Record<string, unknown> }).crCaptcha;
      if (bridge) bridge.execute = (_container: unknown, callback: (token: string) => void) => callback('');
    });
  });
  await openReviews(page, `${REVIEWED.path}?cr-captcha=invisible#tab-reviews`);
  await openReviewForm(page);
  await fillReview(page);
  await wrap(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(wrap(page).locator('.cr-review-form-result')).toContainText('robot');
  expect(callsOf(await sent(), 'cr_submit_review')).toEqual([]);
  await wrap(page).getByRole('button', { name: 'OK' }).click();
  await expect(wrap(page).getByLabel('Recenzia ta')).toHaveValue('Miroase frumos și ține mult.');
});
