import { expect, test, type Locator, type Page } from '@playwright/test';
import { clearFaults, injectFault, type Fault } from '../support/fixture.ts';
import { hostMountedByHover } from '../support/product.ts';
import { redirectTargetPerTest } from '../support/redirect-target.ts';
import { openReviews, REVIEWED, gotoReviews, openReviewForm } from '../support/reviews.ts';
import { failOnUncaught } from '../support/uncaught.ts';

/**
 * The fault matrix's media rows (issue 26 item 7): the classic form's local uploads
 * (`cr_upload_local_images_frontend`, `cr_delete_local_images_frontend`, which had no cells) and
 * the columns reviews-media.spec lacked for the newer form (`cr_upload_media`'s time-out and wrong
 * shape, `cr_delete_media` beyond 500). §8: a failed upload is removed with a message naming the
 * failure, a failed delete keeps the file with a message; what was typed stays; no page error.
 */
const FAULTS: readonly Fault[] = ['500', 'timeout', 'malformed', 'network', 'shape'];
const times = (fault: Fault) => (fault === 'network' ? 20 : 1);
const UPLOAD_TEXTS: Record<Fault, string> = {
  '500': 'Fișierul nu a putut fi încărcat: eroare pe server.',
  timeout: 'Fișierul nu a putut fi încărcat: serverul nu a răspuns la timp.',
  malformed: 'Fișierul nu a putut fi încărcat: răspunsul serverului nu este valid.',
  network: 'Fișierul nu a putut fi încărcat: nu ești conectat la internet.',
  shape: 'Fișierul nu a putut fi încărcat: răspunsul serverului nu este valid.',
};
const DELETE_FAILED = 'Fișierul nu a putut fi șters. Încearcă din nou.';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

interface Form {
  readonly root: Locator;
  readonly picker: Locator;
  /** Fills the text fields the shopper types before adding photos. */
  type(): Promise<void>;
  /** Checks those fields still hold what was typed. */
  kept(): Promise<void>;
}

/** The classic #commentform (reviews AJAX off, 5.117 cr-single-product-reviews.php). */
async function classic(page: Page): Promise<Form> {
  await gotoReviews(page, `${REVIEWED.path}?cr-ajax=off#reviews`);
  await hostMountedByHover(page, '.cr-single-product-review form#commentform');
  const root = page.locator('#commentform');
  const fields = [
    ['#comment', 'Bună, cu poze.'],
    ['#author', 'Ana Pop'],
    ['#email', 'ana@example.ro'],
  ] as const;
  return {
    root,
    picker: root.locator('input[type="file"]'),
    type: async () => {
      for (const [selector, value] of fields) await root.locator(selector).fill(value);
    },
    kept: async () => {
      for (const [selector, value] of fields) await expect(root.locator(selector)).toHaveValue(value);
    },
  };
}

/** The AJAX review form (5.117 `.cr-review-form-wrap`). */
async function ajaxForm(page: Page): Promise<Form> {
  await openReviews(page);
  await openReviewForm(page);
  const root = page.locator('.cr-review-form-wrap');
  return {
    root,
    picker: root.getByLabel('Încarcă până la 5 imagini sau videoclipuri'),
    type: () => root.getByLabel('Recenzia ta').fill('Cu poze.'),
    kept: () => expect(root.getByLabel('Recenzia ta')).toHaveValue('Cu poze.'),
  };
}

const items = (form: Form) => form.root.locator('.cr-upload-images-containers');
const message = (form: Form) => form.root.locator('.cr-form-item-media [role="alert"]');

async function uploadFails(page: Page, form: Form, action: string, fault: Fault): Promise<void> {
  await form.type();
  await injectFault(page, action, fault, times(fault));
  await form.picker.setInputFiles([png('foto.png')]);
  await expect(message(form)).toHaveText(UPLOAD_TEXTS[fault], { timeout: 45_000 });
  await expect(items(form)).toHaveCount(0);
  await form.kept();
  // Not stuck: the next file uploads.
  await clearFaults(page);
  await form.picker.setInputFiles([png('alta.png')]);
  await expect(items(form)).toHaveClass(/cr-upload-ok/);
}

async function deleteFails(page: Page, form: Form, action: string, fault: Fault): Promise<void> {
  await form.type();
  await form.picker.setInputFiles([png('a.png')]);
  await expect(items(form)).toHaveClass(/cr-upload-ok/);
  await injectFault(page, action, fault, times(fault));
  await form.root.getByRole('button', { name: 'Șterge a.png' }).click();
  await expect(message(form)).toHaveText(DELETE_FAILED, { timeout: 45_000 });
  await expect(items(form)).toHaveCount(1);
  await expect(items(form)).toHaveClass(/cr-upload-ok/);
  await form.kept();
  await clearFaults(page);
  await form.root.getByRole('button', { name: 'Șterge a.png' }).click();
  await expect(items(form)).toHaveCount(0);
}

failOnUncaught();

for (const fault of FAULTS) {
  test(`cr_upload_local_images_frontend × ${fault}: the file removed with its message, the review typed kept`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await uploadFails(page, await classic(page), 'cr_upload_local_images_frontend', fault);
  });

  test(`cr_delete_local_images_frontend × ${fault}: the file kept with a message, the review typed kept`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await deleteFails(page, await classic(page), 'cr_delete_local_images_frontend', fault);
  });
}

// reviews-media.spec has 500, malformed and network for the upload and 500 for the delete.
for (const fault of ['timeout', 'shape'] as const) {
  test(`cr_upload_media × ${fault}: the file removed with its message, the review typed kept`, async ({ page }) => {
    test.setTimeout(90_000);
    await uploadFails(page, await ajaxForm(page), 'cr_upload_media', fault);
  });
}

for (const fault of ['timeout', 'malformed', 'network', 'shape'] as const) {
  test(`cr_delete_media × ${fault}: the file kept with a message, the review typed kept`, async ({ page }) => {
    test.setTimeout(90_000);
    await deleteFails(page, await ajaxForm(page), 'cr_delete_media', fault);
  });
}

/**
 * Issue 39: a 307 to another origin (one that records what reaches it). The upload goes by
 * XMLHttpRequest, which follows any redirect, so it first asks admin-ajax.php itself (no file, no
 * nonce) without following: a shop whose admin-ajax redirects is caught there and the file never
 * leaves. The deletes go by fetch and refuse the redirect. Nothing may reach the other origin.
 */
test.describe('a redirect to another origin', () => {
  const target = redirectTargetPerTest();

  const forms = [
    ['cr_upload_local_images_frontend', 'cr_delete_local_images_frontend', classic],
    ['cr_upload_media', 'cr_delete_media', ajaxForm],
  ] as const;
  for (const [upload, remove, open] of forms) {
    test(`${upload} × redirect: nothing reaches the other origin, the file removed with a message, the review typed kept`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const form = await open(page);
      await form.type();
      await injectFault(page, '/wp-admin/admin-ajax.php', 'redirect', undefined, target.url);
      await form.picker.setInputFiles([png('foto.png')]);
      await expect(message(form)).toHaveText('Fișierul nu a putut fi încărcat.', { timeout: 45_000 });
      await expect(items(form)).toHaveCount(0);
      await form.kept();
      expect(target.requests, 'requests that followed the 307 off the site').toEqual([]);
      await clearFaults(page);
      await form.picker.setInputFiles([png('alta.png')]);
      await expect(items(form)).toHaveClass(/cr-upload-ok/);
    });

    test(`${remove} × redirect: nothing reaches the other origin, the file kept with a message`, async ({ page }) => {
      test.setTimeout(90_000);
      const form = await open(page);
      await form.type();
      await form.picker.setInputFiles([png('a.png')]);
      await expect(items(form)).toHaveClass(/cr-upload-ok/);
      await injectFault(page, remove, 'redirect', 1, target.url);
      await form.root.getByRole('button', { name: 'Șterge a.png' }).click();
      await expect(message(form)).toHaveText(DELETE_FAILED, { timeout: 45_000 });
      await expect(items(form)).toHaveCount(1);
      await form.kept();
      expect(target.requests, 'requests that followed the 307 off the site').toEqual([]);
      await form.root.getByRole('button', { name: 'Șterge a.png' }).click();
      await expect(items(form)).toHaveCount(0);
    });
  }
});
