import { expect, test, type Page } from '@playwright/test';
import { hostMountedByHover, recordAdminAjax } from '../support/product.ts';
import { expectAxeClean } from '../support/axe.ts';
import {
  callsOf,
  HOSTILE,
  openReviews,
  REVIEW_ERRORS,
  REVIEWED,
  reviewsHost,
  scriptAction,
  xssRan,
  gotoReviews,
  openReviewForm,
} from '../support/reviews.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/**
 * Customer Reviews 5.117's AJAX reviews tab as the plugin prints it (cr-ajax-product-reviews.php,
 * cr-review-form.php): the form beside the list, its field names, the histogram of both series
 * and the state classes of the plugin's CSS.
 */
const box = (page: Page) => page.locator('.cr-ajax-reviews-review-form');
const wrap = (page: Page) => box(page).locator('.cr-review-form-wrap');
const opener = (page: Page) => page.getByRole('button', { name: 'Adaugă o recenzie' });
const overall = (page: Page) => wrap(page).locator('.cr-review-form-rating-overall [role="radio"]');

failOnPageErrors({ watch: REVIEW_ERRORS });

test('add-review shows the form instead of the list; back, the cross and cancel bring the list back', async ({
  page,
}) => {
  await openReviews(page);
  await expect(box(page)).toBeHidden();
  await opener(page).click();
  await expect(box(page)).toBeVisible();
  await expect(reviewsHost(page)).toBeHidden();
  await expect(wrap(page).getByRole('heading', { name: 'Adaugă o recenzie' })).toBeFocused();
  await expectAxeClean(page, '.cr-ajax-reviews-review-form');
  for (const name of ['Înapoi la recenzii', 'Închide formularul', 'Anulează']) {
    await wrap(page).getByRole('button', { name, exact: true }).click();
    await expect(box(page)).toBeHidden();
    await expect(reviewsHost(page)).toBeVisible();
    await expect(opener(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box(page)).toBeVisible();
  }
});

test('the review posts rating and every cr_onsite_ / cr_typ_lab_ field; the result shows through cr-review-form-res', async ({
  page,
}) => {
  const sent = await recordAdminAjax(page);
  await openReviews(page);
  await openReviewForm(page);
  await wrap(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(wrap(page).locator('.cr-review-form-rating-overall .cr-review-form-rating')).toHaveClass(
    /cr-review-form-error/,
  );
  await expect(overall(page).first()).toBeFocused();
  // Keyboard path: Space checks the first star, arrows move and check.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(wrap(page).locator('.cr-review-form-rating-overall .cr-review-form-rating-nbr')).toHaveText('4/5');
  await wrap(page)
    .getByRole('radiogroup', { name: /^Calitate/ })
    .getByRole('radio')
    .nth(4)
    .click();
  await wrap(page).getByLabel('Recenzia ta').fill(`Bun ${HOSTILE}`);
  await wrap(page).getByLabel('De câte zile folosești produsul?').fill('14');
  await wrap(page).getByLabel('Un sfat pentru alți cumpărători').fill(HOSTILE);
  await wrap(page).getByLabel('Nume').fill('Ana Pop');
  await wrap(page).getByLabel('Email').fill('ana@example.ro');
  await wrap(page).getByRole('checkbox').check();
  await wrap(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(wrap(page)).toHaveClass(/cr-review-form-res/);
  await expect(wrap(page).locator('.cr-review-form-result [role="status"]')).toHaveText(
    'Recenzia ta a fost adăugată cu succes',
  );
  const body = callsOf(await sent(), 'cr_submit_review')[0]!;
  expect(Object.fromEntries(body)).toMatchObject({
    rating: '4',
    id: String(REVIEWED.id),
    name: 'Ana Pop',
    email: 'ana@example.ro',
    review: `Bun ${HOSTILE}`,
    'onsiteQuestions[cr_onsite_42_ovrl]': '4',
    'onsiteQuestions[cr_typ_lab_42_ovrl]': '{"type":"ovrl"}',
    'onsiteQuestions[cr_onsite_42_0]': '5',
    'onsiteQuestions[cr_onsite_42_1]': '',
    'onsiteQuestions[cr_onsite_42_2]': '14',
    'onsiteQuestions[cr_onsite_42_3]': HOSTILE,
    'onsiteQuestions[cr_typ_lab_42_2]':
      '{"title":"De câte zile folosești produsul?","type":"number","label":"De câte zile folosești produsul?"}',
  });
  expect(await xssRan(page)).toBe(false);
  await wrap(page).getByRole('button', { name: 'Continuă' }).click();
  await expect(wrap(page)).not.toHaveClass(/cr-review-form-res/);
  await expect(reviewsHost(page)).toBeVisible();
});

test("the plugin's refusal (code 2, 'OK') shows in error style and keeps what was typed", async ({ page }) => {
  await openReviews(page);
  await openReviewForm(page);
  await overall(page).nth(2).click();
  await wrap(page)
    .getByRole('radiogroup', { name: /^Calitate/ })
    .getByRole('radio')
    .nth(2)
    .click();
  await wrap(page).getByLabel('Recenzia ta').fill('Păstrat');
  await wrap(page).getByLabel('De câte zile folosești produsul?').fill('3');
  await wrap(page).getByLabel('Nume').fill('Ana');
  await wrap(page).getByLabel('Email').fill('ana@example.ro');
  await wrap(page).getByRole('checkbox').check();
  await scriptAction(page, 'cr_submit_review', {
    body: { code: 2, description: 'Eroare de validare a datelor', button: 'OK' },
  });
  await wrap(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(wrap(page).locator('.cr-review-form-result [role="alert"]')).toHaveText('Eroare de validare a datelor');
  await wrap(page).locator('.cr-review-form-result').getByRole('button', { name: 'OK' }).click();
  await expect(wrap(page).getByLabel('Recenzia ta')).toHaveValue('Păstrat');
});

for (const series of ['5.11', '5.10'] as const) {
  test(`histogram ${series}: a row filters through cr_filter_reviews, from the keyboard too; the chosen row clears it`, async ({
    page,
  }) => {
    const sent = await recordAdminAjax(page);
    await openReviews(page, `${REVIEWED.path}${series === '5.10' ? '?cr-histogram=5.10' : ''}`);
    await expect(
      reviewsHost(page).locator(series === '5.10' ? 'table.cr-histogramTable' : 'div.cr-histogramTable'),
    ).toHaveCount(1);
    const five = reviewsHost(page).getByRole('button', { name: /Arată doar recenziile cu 5 stele/ });
    await five.focus();
    await page.keyboard.press('Enter');
    await expect(five).toHaveAttribute('aria-pressed', 'true');
    await expect(reviewsHost(page).locator('.ivole-histogramRow-s')).toHaveCount(1);
    await expect
      .poll(async () => callsOf(await sent(), 'cr_filter_reviews').map((body) => body.get('rating')))
      .toEqual(['5']);
    expect(callsOf(await sent(), 'cr_filter_reviews')[0]!.get('security')).toBeTruthy();
    // The meter and the percent are pointer targets of the same row.
    await reviewsHost(page)
      .locator('.ivole-histogramRow')
      .first()
      .locator('.ivole-histogramCell3 [data-rating]')
      .click();
    await expect(five).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(async () => callsOf(await sent(), 'cr_filter_reviews').map((body) => body.get('rating')))
      .toEqual(['5', '0']);
    await expectAxeClean(page, '.cr-summaryBox-wrap');
  });
}

test('Q & A: the block carries cr-qna-new-q-form-open while the question form is open', async ({ page }) => {
  await openReviews(page);
  const block = page.locator('.cr-qna-block');
  await expect(block).not.toHaveClass(/cr-qna-new-q-form-open/);
  await block.locator('.cr-qna-ask-button').click();
  await expect(block).toHaveClass(/cr-qna-new-q-form-open/);
  await block.locator('.cr-qna-new-q-form').getByRole('button', { name: 'Anulează' }).click();
  await expect(block).not.toHaveClass(/cr-qna-new-q-form-open/);
});

test('media: cr_upload_media carries the wrap nonce; a refused nonce (507) removes the file with the plugin text', async ({
  page,
}) => {
  await openReviews(page);
  await openReviewForm(page);
  await wrap(page)
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') }]);
  // The fixture answers 507 without the wrap's nonce (Chromium hides multipart bodies holding files).
  await expect(wrap(page).locator('.cr-upload-images-containers.cr-upload-ok')).toHaveCount(1);
  await scriptAction(page, 'cr_upload_media', {
    body: { code: 507, message: 'Error: nonce validation failed. Please refresh the page and try again.' },
  });
  await wrap(page)
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'doi.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') }]);
  await expect(wrap(page).locator('.cr-form-item-media [role="alert"]')).toHaveText(
    'Error: nonce validation failed. Please refresh the page and try again.',
  );
  await expect(wrap(page).locator('.cr-upload-images-containers')).toHaveCount(1);
});

test('a product without reviews shows the form alone, without a way back (-nc)', async ({ page }) => {
  await gotoReviews(page, '/produs/apa-de-parfum-lemn-de-cedru/#tab-reviews');
  await expect(page.locator('.cr-ajax-reviews-review-form-nc')).toHaveCount(1);
  await hostMountedByHover(page, '.cr-reviews-ajax-comments');
  await expect(box(page)).toBeVisible();
  await expect(wrap(page).getByRole('button', { name: 'Anulează' })).toHaveCount(0);
});
