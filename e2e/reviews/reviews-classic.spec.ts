import { expect, test, type Page } from '@playwright/test';
import { hostMountedByHover } from '../support/product.ts';
import { expectAxeClean } from '../support/axe.ts';
import { HOSTILE, REVIEWED, xssRan, gotoReviews } from '../support/reviews.ts';

/**
 * Customer Reviews 5.117 with AJAX reviews off (cr-single-product-reviews.php): the classic
 * #commentform with CusRev's ratings, questions, terms, captcha and local uploads works without
 * cr-frontend-js, posting under the plugin's own field names (spec §5.1, §5.3, §8).
 */
const CLASSIC = `${REVIEWED.path}?cr-ajax=off`;
const form = (page: Page) => page.locator('#commentform');
const group = (page: Page, name: RegExp) => form(page).getByRole('radiogroup', { name });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function open(page: Page, query = ''): Promise<void> {
  await gotoReviews(page, `${CLASSIC}${query}#reviews`);
  await hostMountedByHover(page, '.cr-single-product-review form#commentform');
}

async function fillText(page: Page): Promise<void> {
  await form(page).locator('#comment').fill(`Bun ${HOSTILE}`);
  await form(page).locator('#author').fill('Ana Pop');
  await form(page).locator('#email').fill('ana@example.ro');
}

const dialogs = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
};

test('required overall rating, criterion and question are marked, nothing is sent, focus goes to the first', async ({
  page,
}) => {
  const seen = dialogs(page);
  await open(page);
  await fillText(page);
  await form(page).locator('.cr-review-form-terms input').check();
  let posted = false;
  page.on('request', (request) => (posted ||= request.url().includes('wp-comments-post.php')));
  await form(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(form(page).locator('.cr-review-form-rating-overall .cr-review-form-rating')).toHaveClass(
    /cr-review-form-error/,
  );
  await expect(group(page, /^Evaluare generală/)).toHaveAttribute('aria-invalid', 'true');
  await expect(group(page, /^Calitate/)).toHaveAttribute('aria-invalid', 'true');
  await expect(group(page, /^Raport/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('De câte zile folosești produsul?')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    group(page, /^Evaluare generală/)
      .getByRole('radio')
      .first(),
  ).toBeFocused();
  await expectAxeClean(page, '#commentform');
  expect(posted).toBe(false);
  expect(seen).toEqual([]);
});

test('terms unticked alerts the plugin text and blocks; keyboard stars post under cr_onsite_ names with their labels', async ({
  page,
}) => {
  const seen = dialogs(page);
  await open(page);
  await group(page, /^Evaluare generală/)
    .getByRole('radio')
    .first()
    .focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form(page).locator('.cr-review-form-rating-overall .cr-review-form-rating-nbr')).toHaveText('4/5');
  await group(page, /^Calitate/)
    .getByRole('radio')
    .nth(4)
    .click();
  await form(page).getByLabel('De câte zile folosești produsul?').fill('14');
  await form(page).getByLabel('Un sfat pentru alți cumpărători').fill(HOSTILE);
  await fillText(page);
  await form(page).getByRole('button', { name: 'Trimite' }).click();
  await expect.poll(() => seen).toEqual(['Please tick the checkbox to proceed']);
  await form(page).locator('.cr-review-form-terms input').check();
  const request = page.waitForRequest((candidate) => candidate.url().includes('wp-comments-post.php'));
  await form(page).getByRole('button', { name: 'Trimite' }).click();
  const body = new URLSearchParams((await request).postData() ?? '');
  expect(Object.fromEntries(body)).toMatchObject({
    cr_onsite_42_ovrl: '4',
    cr_typ_lab_42_ovrl: '{"type":"ovrl"}',
    cr_onsite_42_0: '5',
    cr_onsite_42_1: '',
    cr_onsite_42_2: '14',
    cr_onsite_42_3: HOSTILE,
    comment: `Bun ${HOSTILE}`,
    author: 'Ana Pop',
    comment_post_ID: String(REVIEWED.id),
  });
  await page.waitForURL(/unapproved=/);
  expect(await xssRan(page)).toBe(false);
});

test('a visible captcha left unsolved alerts its text and blocks the post', async ({ page }) => {
  const seen = dialogs(page);
  // The fixture's stand-in of cr-captcha.js 5.117 draws the widget as a checkbox.
  await open(page, '&cr-captcha=visible');
  await expect(form(page).getByRole('checkbox', { name: 'Nu sunt robot' })).toBeVisible();
  await group(page, /^Evaluare generală/)
    .getByRole('radio')
    .nth(4)
    .click();
  await group(page, /^Calitate/)
    .getByRole('radio')
    .nth(4)
    .click();
  await form(page).getByLabel('De câte zile folosești produsul?').fill('3');
  await fillText(page);
  await form(page).locator('.cr-review-form-terms input').check();
  await form(page).getByRole('button', { name: 'Trimite' }).click();
  await expect.poll(() => seen).toEqual(['Please confirm that you are not a robot']);
  await expect(page).toHaveURL(/cr-ajax=off/);
  await expect(form(page).locator('#comment')).toHaveValue(`Bun ${HOSTILE}`);
});

test('local upload: per-file progress, ok with its id and key in the post; delete with the upload nonce; the server refusal text', async ({
  page,
}) => {
  await open(page);
  const picker = form(page).locator('input[type="file"]');
  await picker.setInputFiles([
    { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
    { name: 'doi.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form(page).locator('.cr-upload-images-containers.cr-upload-ok')).toHaveCount(2);
  await expect(form(page).locator('input[name="cr-upload-images-ids[]"]')).toHaveCount(2);
  await form(page).getByRole('button', { name: 'Șterge doi.png' }).click();
  await expect(form(page).locator('.cr-upload-images-containers')).toHaveCount(1);
  await expect(form(page).locator('input[name="cr-upload-images-ids[]"]')).toHaveCount(1);
  await picker.setInputFiles([{ name: 'corupt.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(form(page).locator('.cr-form-item-media [role="alert"]')).toHaveText(
    'corupt.png: fișierul nu a putut fi procesat.',
  );
  await expect(form(page).locator('.cr-upload-images-containers')).toHaveCount(1);
  await picker.setInputFiles(
    Array.from({ length: 5 }, (_, index) => ({ name: `p${index}.png`, mimeType: 'image/png', buffer: PNG })),
  );
  await expect(form(page).locator('.cr-form-item-media [role="alert"]')).toHaveText(/5/);
  await expectAxeClean(page, '#commentform');
  const value = await form(page).locator('input[name="cr-upload-images-ids[]"]').inputValue();
  expect(JSON.parse(value)).toMatchObject({ id: expect.any(Number), key: expect.any(String) });
});

test('the classic histogram reloads filtered with ivrating, from the keyboard too', async ({ page }) => {
  await open(page);
  await hostMountedByHover(page, '.cr-noAjax');
  const five = page.locator('.cr-noAjax').getByRole('button', { name: /5 stele/ });
  await expect(five).toHaveAttribute('aria-pressed', 'false');
  await five.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/ivrating=5#tab-reviews$/);
  await hostMountedByHover(page, '.cr-noAjax');
  await expect(page.locator('.cr-noAjax').getByRole('button', { name: /5 stele/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('#comments .cr-seeAllReviews')).toBeVisible();
});
