import { expect, test, type Page } from '@playwright/test';
import { injectFault, recordAdminAjax } from '../support/product.ts';
import { callsOf, REVIEW_ERRORS } from '../support/reviews.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/**
 * CusRev 5.117 `[cusrev_all_reviews add_review="true"]` on a page (no product: a review of the shop, item -1), as
 * class-cr-all-reviews.php prints it (the form from templates/cr-review-form.php, the button in the summary) under
 * css/frontend.css; frontend.js L1299 opens it with `cr-all-reviews-new-review` on the block.
 */
const block = (page: Page) => page.locator('.cr-all-reviews-shortcode');
const form = (page: Page) => block(page).locator('.cr-review-form-wrap');
const opener = (page: Page) => block(page).getByRole('button', { name: 'Adaugă o recenzie' });
const result = (page: Page) => form(page).locator('.cr-review-form-result');

failOnPageErrors({ watch: REVIEW_ERRORS });

async function fillValid(page: Page): Promise<void> {
  await form(page).locator('.cr-review-form-rating-overall [role="radio"]').nth(3).click();
  await form(page)
    .getByRole('radiogroup', { name: /^Calitate/ })
    .getByRole('radio')
    .nth(4)
    .click();
  await form(page).getByLabel('Recenzia ta').fill('Livrare rapidă, ambalaj îngrijit.');
  await form(page).getByLabel('De câte zile folosești produsul?').fill('14');
  await form(page).getByLabel('Nume').fill('Ana Pop');
  await form(page).getByLabel('Email').fill('ana@example.ro');
  await form(page).getByRole('checkbox').check();
}

async function expectKept(page: Page): Promise<void> {
  await expect(form(page).getByLabel('Recenzia ta')).toHaveValue('Livrare rapidă, ambalaj îngrijit.');
  await expect(form(page).getByLabel('Nume')).toHaveValue('Ana Pop');
  await expect(form(page).getByLabel('Email')).toHaveValue('ana@example.ro');
  await expect(form(page).locator('.cr-review-form-rating-overall .cr-review-form-rating-nbr')).toHaveText('4/5');
}

test('add a review: the first click opens the form in place of the list; a shop review (id -1) posts to cr_submit_review; cancel brings the list back', async ({
  page,
}) => {
  const sent = await recordAdminAjax(page);
  await page.goto('/recenzii/?recenzie-noua=1');
  await expect(form(page)).toBeHidden();
  await opener(page).click(); // the shopper's first click
  await expect(block(page)).toHaveClass(/\bcr-all-reviews-new-review\b/);
  await expect(form(page)).toBeVisible();
  await expect(block(page).locator('ol.commentlist')).toBeHidden();
  await expect(block(page).locator('.cr-summaryBox-wrap')).toBeHidden();
  await expect(form(page).getByRole('heading', { name: 'Adaugă o recenzie' })).toBeFocused();
  await form(page).getByRole('button', { name: 'Anulează' }).click();
  await expect(block(page)).not.toHaveClass(/\bcr-all-reviews-new-review\b/);
  await expect(block(page).locator('ol.commentlist')).toBeVisible();
  await expect(opener(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form(page)).toBeVisible();
  await fillValid(page);
  await form(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(result(page).getByRole('status')).toHaveText('Recenzia ta a fost adăugată cu succes');
  const body = callsOf(await sent(), 'cr_submit_review')[0]!;
  expect(Object.fromEntries(body)).toMatchObject({
    id: '-1',
    rating: '4',
    name: 'Ana Pop',
    email: 'ana@example.ro',
    review: 'Livrare rapidă, ambalaj îngrijit.',
    'onsiteQuestions[cr_onsite_42_0]': '5',
  });
  await result(page).getByRole('button', { name: 'Continuă' }).click();
  await expect(block(page)).not.toHaveClass(/\bcr-all-reviews-new-review\b/);
  await expect(block(page).locator('ol.commentlist')).toBeVisible();
});

const FAULTS = [
  ['500', 'Trimiterea nu a reușit. Ce ai scris a fost păstrat; încearcă din nou.'],
  ['malformed', 'Trimiterea nu a reușit. Ce ai scris a fost păstrat; încearcă din nou.'],
  ['network', 'Nu ești conectat la internet. Ce ai scris a fost păstrat; trimite din nou când revine conexiunea.'],
] as const;

test('add a review: a 500, a malformed answer and a network failure each say so in Romanian and keep what was typed; then it sends', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/recenzii/?recenzie-noua=1');
  await opener(page).click();
  await fillValid(page);
  for (const [fault, message] of FAULTS) {
    await injectFault(page, 'cr_submit_review', fault);
    await form(page).getByRole('button', { name: 'Trimite' }).click();
    await expect(result(page).getByRole('alert')).toHaveText(message, { timeout: 20_000 });
    await result(page).getByRole('button', { name: 'OK' }).click();
    await expectKept(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.request.delete('/__fixture/faults');
  }
  await form(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(result(page)).toHaveClass(/cr-review-form-success/);
});
