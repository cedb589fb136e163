import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import {
  answerQuiz,
  cf7Events,
  contactSubmissions,
  control,
  eventTypes,
  fillValid,
  form,
  openContact,
  output,
  recordCf7Events,
  srStatus,
  tip,
  CONTACT,
  REFILL,
} from '../support/contact.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

failOnPageErrors({ watch: { consoleErrors: true } });
test.beforeEach(async ({ page }) => {
  await recordCf7Events(page);
});

test('mounts on the plugin markup: js class, window wpcf7 with the schema, React feedback in the plugin structure', async ({
  page,
}) => {
  await openContact(page);
  await expect(page.locator('.wpcf7')).toHaveClass(/\bjs\b/);
  await expect(page.locator('.wpcf7')).not.toHaveClass(/no-js/);
  await expect(form(page)).toHaveAttribute('data-status', 'init');
  await expect(srStatus(page)).toHaveAttribute('aria-live', 'polite');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const wpcf7 = (
          window as unknown as {
            wpcf7: { api: { namespace: string }; schemas: Map<number, { rules: unknown[] }>; submit: unknown };
          }
        ).wpcf7;
        return [wpcf7.api.namespace, typeof wpcf7.submit, wpcf7.schemas.get(123)?.rules.length ?? 0];
      }),
    )
    .toEqual(['contact-form-7/v1', 'function', 11]);
  await expectAxeClean(page, '.wpcf7');
});

test('controls: acceptance gates the submit, free text follows its choice, exclusive boxes, URL scheme, counter', async ({
  page,
}) => {
  await openContact(page);
  const submit = page.locator('.wpcf7-submit');
  await expect(submit).toBeDisabled();
  await control(page, 'acceptance').check();
  await expect(submit).toBeEnabled();
  await control(page, 'acceptance').uncheck();
  await expect(submit).toBeDisabled();

  const freeText = control(page, '_wpcf7_free_text_your-reason');
  await expect(freeText).toBeDisabled();
  await page.locator('input[name="your-reason"][value="Altul"]').check();
  await expect(freeText).toBeEnabled();
  await page.locator('input[name="your-reason"][value="Retur"]').check();
  await expect(freeText).toBeDisabled();

  const email = page.locator('input[name="your-contact-pref[]"][value="Email"]');
  const phone = page.locator('input[name="your-contact-pref[]"][value="Telefon"]');
  await email.check();
  await phone.check();
  await expect(email).not.toBeChecked();
  await expect(phone).toBeChecked();

  await control(page, 'your-website').fill('vitrina.example/magazin');
  await control(page, 'your-website').blur();
  await expect(control(page, 'your-website')).toHaveValue('http://vitrina.example/magazin');
  await control(page, 'your-website').fill('https://deja.example');
  await control(page, 'your-website').blur();
  await expect(control(page, 'your-website')).toHaveValue('https://deja.example');

  const counter = page.locator('.wpcf7-character-count');
  await control(page, 'your-message').fill('Salut');
  await expect(counter).toHaveText('1995');
  await expect(counter).toHaveClass(/too-short/);
  await control(page, 'your-message').fill('Salut, am o întrebare');
  await expect(counter).not.toHaveClass(/too-short/);
});

test('change validation from the schema: the edited field and those before it, never those after it', async ({
  page,
}) => {
  await openContact(page);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { wpcf7: { schemas: Map<number, unknown> } }).wpcf7.schemas.size),
    )
    .toBe(1);
  await control(page, 'your-email').fill('nu-e-email');
  await control(page, 'your-email').blur();
  await expect(tip(page, 'your-email')).toHaveText('Te rog introdu o adresă de email validă.');
  await expect(tip(page, 'your-name')).toHaveText('Te rog completează acest câmp.');
  await expect(tip(page, 'your-subject')).toHaveCount(0);
  await expect(control(page, 'your-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(control(page, 'your-email')).toHaveAttribute('aria-describedby', 'wpcf7-f123-p45-o1-ve-youremail');
  await expect(page.locator('#wpcf7-f123-p45-o1-ve-youremail')).toHaveText('Te rog introdu o adresă de email validă.');
  await expect(form(page)).toHaveAttribute('data-status', 'init');
  const statuses = (await cf7Events(page))
    .filter((event) => event.type === 'wpcf7statuschanged')
    .map((event) => event.status);
  expect(statuses.slice(0, 2)).toEqual(['validating', 'init']);

  await control(page, 'your-email').fill('ana@example.ro');
  await control(page, 'your-email').blur();
  await expect(tip(page, 'your-email')).toHaveCount(0);
  await expect(control(page, 'your-email')).toHaveAttribute('aria-invalid', 'false');
  await expectAxeClean(page, '.wpcf7');
});

test('server validation: invalid state, per-field messages, wpcf7invalid then wpcf7submit; nothing typed is lost', async ({
  page,
}) => {
  await openContact(page);
  await control(page, 'your-name').fill('Ana');
  await control(page, 'your-email').fill('ana@');
  await control(page, 'acceptance').check();
  await page.locator('.wpcf7-submit').click();
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
  await expect(form(page)).toHaveClass(/\binvalid\b/);
  await expect(output(page)).toHaveText('Unul sau mai multe câmpuri au o eroare. Te rog verifică și încearcă din nou.');
  await expect(srStatus(page)).toHaveText(
    'Unul sau mai multe câmpuri au o eroare. Te rog verifică și încearcă din nou.',
  );
  await expect(tip(page, 'your-subject')).toHaveText('Te rog completează acest câmp.');
  await expect(page.locator('.screen-reader-response li a[href]')).toHaveCount(3);
  await expect(control(page, 'your-name')).toHaveValue('Ana');
  await expect(control(page, 'your-email')).toHaveValue('ana@');
  expect(await eventTypes(page)).toEqual(['wpcf7beforesubmit', 'wpcf7invalid', 'wpcf7submit']);
  const submitEvent = (await cf7Events(page)).find((event) => event.type === 'wpcf7submit');
  expect(submitEvent).toMatchObject({
    target: expect.stringContaining('wpcf7'),
    status: 'validation_failed',
    contactFormId: 123,
    unitTag: 'wpcf7-f123-p45-o1',
    containerPostId: 45,
    pluginVersion: '6.1.6',
    contactFormLocale: 'ro_RO',
    hasFormData: true,
    apiStatus: 'validation_failed',
  });
  expect(submitEvent?.inputs.some((input) => input.name.startsWith('_'))).toBe(false);
  expect(submitEvent?.inputs).toContainEqual({ name: 'your-name', value: 'Ana' });
  await expectAxeClean(page, '.wpcf7');
});

test('mail_sent: events in order, the form resets and is refilled, state sent, draft cleared', async ({ page }) => {
  await openContact(page);
  await fillValid(page);
  const refill = page.waitForResponse((response) => response.url().includes(REFILL));
  await page.locator('.wpcf7-submit').press('Enter');
  const refilled = (await (await refill).json()) as { quiz: Record<string, [string, string]> };
  const [question, answerHash] = refilled.quiz['quiz-ro'] ?? ['', ''];
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  await expect(output(page)).toHaveText('Mulțumim pentru mesaj. A fost trimis.');
  await expect(control(page, 'your-name')).toHaveValue('');
  // The feedback answer carried one question, the refill after the reset the next: the refill's is shown.
  await expect(page.locator('.wpcf7-quiz-label')).toHaveText(question);
  await expect(control(page, '_wpcf7_quiz_answer_quiz-ro')).toHaveValue(answerHash);
  await expect(page.locator('.wpcf7-submit')).toBeDisabled();
  expect(await eventTypes(page)).toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']);
  const statuses = (await cf7Events(page))
    .filter((event) => event.type === 'wpcf7statuschanged')
    .map((event) => `${event.prevStatus}→${event.status}`);
  // Filling the fields validated each on change (init→validating→init); the submit starts after them.
  expect(statuses.slice(statuses.indexOf('init→submitting'))).toEqual([
    'init→submitting',
    'submitting→sent',
    'sent→resetting',
    'resetting→sent',
  ]);
  expect(await contactSubmissions(page)).toMatchObject([{ status: 'mail_sent', via: 'rest' }]);
  await expectAxeClean(page, '.wpcf7');
  await page.reload();
  await expect(page.locator('.wpcf7')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(control(page, 'your-name')).toHaveValue('');
});

const statusRows = [
  {
    subject: 'Ofertă viagra',
    state: 'spam',
    event: 'wpcf7spam',
    message: 'A apărut o eroare la trimiterea mesajului. Te rog încearcă mai târziu.',
  },
  {
    subject: 'test-esec-mail',
    state: 'failed',
    event: 'wpcf7mailfailed',
    message: 'A apărut o eroare la trimiterea mesajului. Te rog încearcă mai târziu.',
  },
  { subject: 'test-status:aborted', state: 'aborted', event: 'wpcf7aborted', message: 'Stare: aborted' },
  {
    subject: 'test-status:payment_required',
    state: 'payment-required',
    event: null,
    message: 'Stare: payment_required',
  },
  {
    subject: 'test-status:waiting for approval',
    state: 'custom-waiting-for-approval',
    event: null,
    message: 'Stare: waiting for approval',
  },
] as const;

for (const row of statusRows) {
  test(`status ${row.state}: class, event and message; the form keeps its values`, async ({ page }) => {
    await openContact(page);
    await fillValid(page, row.subject);
    await page.locator('.wpcf7-submit').click();
    await expect(form(page)).toHaveAttribute('data-status', row.state);
    await expect(form(page)).toHaveClass(new RegExp(`\\b${row.state}\\b`));
    await expect(output(page)).toHaveText(row.message);
    await expect(control(page, 'your-subject')).toHaveValue(row.subject);
    expect(await eventTypes(page)).toEqual(['wpcf7beforesubmit', ...(row.event ? [row.event] : []), 'wpcf7submit']);
  });
}

test('wpcf7.submit() from another script with the acceptance unticked: unaccepted, its event and message', async ({
  page,
}) => {
  await openContact(page);
  await control(page, 'your-name').fill('Ana Popescu');
  await control(page, 'your-email').fill('ana@example.ro');
  await control(page, 'your-subject').fill('Întrebare');
  await answerQuiz(page);
  await page.evaluate(() => {
    const wpcf7 = (window as unknown as { wpcf7: { submit: (form: HTMLFormElement) => void } }).wpcf7;
    const element = document.querySelector<HTMLFormElement>('form.wpcf7-form');
    if (element) wpcf7.submit(element);
  });
  await expect(form(page)).toHaveAttribute('data-status', 'unaccepted');
  await expect(form(page)).toHaveClass(/\bunaccepted\b/);
  await expect(output(page)).toHaveText('Trebuie să accepți termenii și condițiile înainte de a trimite mesajul.');
  expect(await eventTypes(page)).toEqual(['wpcf7beforesubmit', 'wpcf7unaccepted', 'wpcf7submit']);
  await expect(control(page, 'your-name')).toHaveValue('Ana Popescu');
});

test('a draft survives a reload and a failed submit', async ({ page }) => {
  await openContact(page);
  await control(page, 'your-name').fill('Ion Ionescu');
  await control(page, 'your-message').fill('Mesaj început înainte de reîncărcare');
  await page.locator('input[name="your-reason"][value="Altul"]').check();
  await control(page, '_wpcf7_free_text_your-reason').fill('Parteneriat');
  await page.reload();
  await expect(page.locator('.wpcf7')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(control(page, 'your-name')).toHaveValue('Ion Ionescu');
  await expect(control(page, 'your-message')).toHaveValue('Mesaj început înainte de reîncărcare');
  await expect(page.locator('input[name="your-reason"][value="Altul"]')).toBeChecked();
  await expect(control(page, '_wpcf7_free_text_your-reason')).toBeEnabled();
  await expect(control(page, '_wpcf7_free_text_your-reason')).toHaveValue('Parteneriat');
  await expect(page.locator('.wpcf7-character-count')).toHaveText(
    String(2000 - 'Mesaj început înainte de reîncărcare'.length),
  );
});

test('keyboard only: fill, tick the acceptance with Space, submit with Enter, reach an error from the list', async ({
  page,
}) => {
  await openContact(page);
  await control(page, 'your-name').focus();
  await page.keyboard.type('Ana');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ana@example');
  await control(page, 'acceptance').focus();
  await page.keyboard.press('Space');
  await expect(control(page, 'acceptance')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('.wpcf7-submit')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
  const link = page.locator('.screen-reader-response li a').first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(control(page, 'your-email')).toBeFocused();
});

test('a contact form inside another form is replaced by the misplaced-form message', async ({ page }) => {
  await page.goto(`${CONTACT}?in-form=1`);
  await expect(page.locator('p.wpcf7-form-in-wrong-place')).toHaveText(
    'Eroare: Acest formular de contact este plasat în locul greșit.',
  );
  await expect(page.locator('.wpcf7')).toHaveCount(0);
});

test('a page served from cache resets the form on load (one refill)', async ({ page }) => {
  const refill = page.waitForResponse((response) => response.url().includes(REFILL));
  await page.goto(
    `${CONTACT}?vitrina-config=${encodeURIComponent(JSON.stringify({ globals: { wpcf7: { cached: '1' } } }))}`,
  );
  await refill;
  await expect(form(page)).toHaveAttribute('data-status', 'init');
  expect(await eventTypes(page)).toEqual(['wpcf7reset']);
});

test('inert-on-{status} elements are inert while the form is in that status', async ({ page }) => {
  await openContact(page);
  await page.evaluate(() => {
    const note = document.createElement('p');
    note.className = 'inert-on-sent test-inert';
    note.innerHTML = '<a href="#">Trimite încă un mesaj</a>';
    document.querySelector('form.wpcf7-form')?.append(note);
  });
  await fillValid(page);
  await page.locator('.wpcf7-submit').click();
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  await expect.poll(() => page.locator('.test-inert').evaluate((element) => (element as HTMLElement).inert)).toBe(true);
});
