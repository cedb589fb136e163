import { expect, test, type Page } from '@playwright/test';
import { injectFault, recordAdminAjax } from '../support/product.ts';
import { expectAxeClean } from '../support/axe.ts';
import { callsOf, openReviews, REVIEW_ERRORS, scriptAction, openReviewForm } from '../support/reviews.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

const form = (page: Page) => page.locator('.cr-review-form-wrap');
const picker = (page: Page) => form(page).getByLabel('Încarcă până la 5 imagini sau videoclipuri');
const items = (page: Page) => form(page).locator('.cr-upload-images-containers');
const message = (page: Page) => form(page).locator('.cr-form-item-media [role="alert"]');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function openForm(page: Page): Promise<void> {
  await openReviews(page);
  await openReviewForm(page);
}

async function fillValid(page: Page): Promise<void> {
  await form(page).locator('.cr-review-form-rating-overall [role="radio"]').nth(4).click();
  await form(page)
    .getByRole('radiogroup', { name: /^Calitate/ })
    .getByRole('radio')
    .nth(4)
    .click();
  await form(page).getByLabel('Recenzia ta').fill('Cu poze.');
  await form(page).getByLabel('De câte zile folosești produsul?').fill('2');
  await form(page).getByLabel('Nume').fill('Ana');
  await form(page).getByLabel('Email').fill('ana@example.ro');
  await form(page).getByRole('checkbox').check();
}

failOnPageErrors({ watch: REVIEW_ERRORS });

test('a file goes pending with a progress bar, then ok; the review carries its id and key', async ({ page }) => {
  const sent = await recordAdminAjax(page);
  await openForm(page);
  await scriptAction(page, 'cr_upload_media', { delayMs: 1500 });
  await picker(page).setInputFiles([png('foto.png')]);
  await expect(items(page)).toHaveClass(/cr-upload-pending/);
  await expect(items(page).getByRole('progressbar', { name: 'Se încarcă foto.png' })).toBeVisible();
  await expectAxeClean(page, '.cr-form-item-media');
  await expect(items(page)).toHaveClass(/cr-upload-ok/);
  await expect(items(page).getByRole('progressbar')).toHaveCount(0);
  await fillValid(page);
  await form(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(form(page).locator('.cr-review-form-result')).toHaveClass(/cr-review-form-success/);
  const ids = callsOf(await sent(), 'cr_submit_review')[0]!.getAll('cr-upload-images-ids[]');
  expect(ids).toHaveLength(1);
  expect(JSON.parse(ids[0]!)).toMatchObject({ id: expect.any(Number), key: expect.stringMatching(/^[0-9a-f]{20}$/) });
});

test('submit does nothing while an upload is unfinished', async ({ page }) => {
  const sent = await recordAdminAjax(page);
  await openForm(page);
  await fillValid(page);
  await scriptAction(page, 'cr_upload_media', { delayMs: 4000 });
  await picker(page).setInputFiles([png('lent.png')]);
  await expect(items(page)).toHaveClass(/cr-upload-pending/);
  await form(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(page.locator('.vitrina-live-region[role="status"]')).toHaveText(
    'Așteaptă terminarea încărcării fișierelor.',
  );
  expect(callsOf(await sent(), 'cr_submit_review')).toHaveLength(0);
  await expect(items(page)).toHaveClass(/cr-upload-ok/, { timeout: 15_000 });
  await form(page).getByRole('button', { name: 'Trimite' }).click();
  await expect(form(page).locator('.cr-review-form-result')).toHaveClass(/cr-review-form-success/);
});

const RULES = [
  [
    'more than 5 files, counting those already there',
    'Eroare: ai încercat să încarci prea multe fișiere. Numărul maxim de fișiere care pot fi încărcate este 5.',
  ],
  ['a wrong type', 'Eroare: tipurile de fișiere acceptate sunt PNG, JPG, JPEG, GIF, MP4, MPEG, OGG, WEBM, MOV, AVI'],
  ['a file over 25 MB', 'Fișierul nu poate fi încărcat deoarece dimensiunea lui depășește limita de 25 MB'],
] as const;

for (const [rule, text] of RULES) {
  test(`${rule} rejects the whole selection`, async ({ page }) => {
    await openForm(page);
    await picker(page).setInputFiles([png('deja.png')]);
    await expect(items(page)).toHaveClass(/cr-upload-ok/);
    if (rule.includes('25 MB')) {
      // A 25 MB buffer is too slow to hand over through the driver: the page builds the file itself.
      await picker(page).evaluate((input: HTMLInputElement) => {
        const files = new DataTransfer();
        files.items.add(new File([new Uint8Array(8)], 'bun.png', { type: 'image/png' }));
        files.items.add(new File([new ArrayBuffer(26_214_401)], 'mare.mp4', { type: 'video/mp4' }));
        input.files = files.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    } else {
      await picker(page).setInputFiles(
        rule.startsWith('more')
          ? [1, 2, 3, 4, 5].map((n) => png(`poza-${n}.png`))
          : [png('bun.png'), { name: 'doc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') }],
      );
    }
    await expect(message(page)).toHaveText(text);
    await expect(items(page)).toHaveCount(1);
    const session = (await (await page.request.get('/__fixture/session')).json()) as {
      extra: { 'reviews:state': { uploads: unknown[] } };
    };
    expect(session.extra['reviews:state'].uploads).toHaveLength(1);
  });
}

test('an upload answered with code 500 is removed and the server message shown', async ({ page }) => {
  await openForm(page);
  await picker(page).setInputFiles([png('poza-corupta.png')]);
  await expect(message(page)).toHaveText('poza-corupta.png: fișierul nu a putut fi procesat.');
  await expect(items(page)).toHaveCount(0);
});

for (const fault of ['500', 'malformed', 'network'] as const) {
  test(`an upload failing with ${fault} is removed with a message`, async ({ page }) => {
    await openForm(page);
    await injectFault(page, 'cr_upload_media', fault);
    await picker(page).setInputFiles([png('foto.png')]);
    await expect(message(page)).toHaveText(/^Fișierul nu a putut fi încărcat/);
    await expect(items(page)).toHaveCount(0);
  });
}

test('delete: pending, then removed on code 200; a failed delete keeps the file', async ({ page }) => {
  await openForm(page);
  await picker(page).setInputFiles([png('a.png'), png('b.png')]);
  await expect(form(page).locator('.cr-upload-ok')).toHaveCount(2);
  await scriptAction(page, 'cr_delete_media', { delayMs: 1500 });
  await form(page).getByRole('button', { name: 'Șterge a.png' }).click();
  await expect(items(page).first()).toHaveClass(/cr-upload-delete-pending/);
  await expect(items(page)).toHaveCount(1);
  await injectFault(page, 'cr_delete_media', '500');
  await form(page).getByRole('button', { name: 'Șterge b.png' }).click();
  await expect(message(page)).toHaveText('Fișierul nu a putut fi șters. Încearcă din nou.');
  await expect(items(page)).toHaveClass(/cr-upload-ok/);
});
