import { expect, test, type Request } from '@playwright/test';
import { injectFault } from '../support/fixture.ts';
import { expectAxeClean } from '../support/axe.ts';
import {
  answerQuiz,
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
  FEEDBACK,
  REFILL,
  SCHEMA,
} from '../support/contact.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/** Every fault of the three CF7 endpoints (spec §8): the plugin's text, nothing typed lost, no page error. */
failOnPageErrors({ watch: { consoleErrors: true } });
test.beforeEach(async ({ page }) => {
  await recordCf7Events(page);
});

const faults = [
  { fault: '500', text: 'A apărut o eroare necunoscută.' },
  { fault: 'malformed', text: 'Răspunsul nu este un răspuns JSON valid.' },
  { fault: 'network', text: 'Probabil ești offline.' },
] as const;

for (const row of faults) {
  test(`feedback fault ${row.fault}: '${row.text}', every value kept, a retry sends`, async ({ page }) => {
    await openContact(page);
    await fillValid(page);
    await page.request.post('/__fixture/faults', {
      data: { endpoint: FEEDBACK, fault: row.fault, times: row.fault === 'network' ? 20 : 1 },
    });
    await page.locator('.wpcf7-submit').click();
    await expect(output(page)).toHaveText(row.text);
    await expect(srStatus(page)).toHaveText(row.text);
    await expect(form(page)).toHaveAttribute('data-status', 'failed');
    await expect(control(page, 'your-name')).toHaveValue('Ana Popescu');
    await expect(control(page, 'your-message')).toHaveValue('Când ajunge coletul meu?');
    expect(await eventTypes(page)).toEqual(['wpcf7beforesubmit']);
    await page.request.delete('/__fixture/faults');
    await answerQuiz(page);
    await page.locator('.wpcf7-submit').click();
    await expect(form(page)).toHaveAttribute('data-status', 'sent');
  });
}

test('feedback time-out: the processing state while waiting, then the time-out message, values kept', async ({
  page,
}) => {
  await openContact(
    page,
    `${CONTACT}?vitrina-config=${encodeURIComponent(JSON.stringify({ globals: { wpcf7: { request_timeout: 6000 } } }))}`,
  );
  await fillValid(page);
  await page.request.post('/__fixture/faults', { data: { endpoint: FEEDBACK, fault: 'timeout', times: 1 } });
  await page.locator('.wpcf7-submit').click();
  await expect(form(page)).toHaveAttribute('data-status', 'submitting');
  await expect(form(page)).toHaveClass(/\bsubmitting\b/);
  await expect(form(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.wpcf7-submit + .wpcf7-spinner')).toHaveCount(1);
  await expect(output(page)).toHaveText('Serverul nu a răspuns la timp. Mesajul nu a fost trimis; încearcă din nou.', {
    timeout: 20_000,
  });
  await expect(form(page)).toHaveAttribute('aria-busy', 'false');
  await expect(control(page, 'your-email')).toHaveValue('ana@example.ro');
  await expectAxeClean(page, '.wpcf7');
});

test('schema call failing: no change validation, the server still validates on submit', async ({ page }) => {
  await injectFault(page, SCHEMA, '500');
  await openContact(page);
  await control(page, 'your-email').fill('nu-e-email');
  await control(page, 'your-email').press('Tab');
  await expect(form(page)).toHaveAttribute('data-status', 'init');
  expect(
    await page.evaluate(() => (window as unknown as { wpcf7: { schemas: Map<number, unknown> } }).wpcf7.schemas.size),
  ).toBe(0);
  await control(page, 'acceptance').check();
  await page.locator('.wpcf7-submit').press('Enter');
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
  await expect(tip(page, 'your-email')).toHaveText('Te rog introdu o adresă de email validă.');
  await expect(control(page, 'your-email')).toHaveValue('nu-e-email');
});

for (const fault of ['500', 'malformed', 'network'] as const) {
  test(`refill fault ${fault} after mail_sent: the form still resets, says sent, and nothing breaks`, async ({
    page,
  }) => {
    await openContact(page);
    await fillValid(page);
    await injectFault(page, REFILL, fault);
    // The refill must really be asked for (and fail): without it this test passed with no refill at all.
    const isRefill = (request: Request) => new URL(request.url()).pathname === REFILL;
    const refill =
      fault === 'network'
        ? page.waitForEvent('requestfailed', { predicate: isRefill })
        : page.waitForEvent('requestfinished', { predicate: isRefill });
    await page.locator('.wpcf7-submit').press('Enter');
    await refill;
    await expect(output(page)).toHaveText('Mulțumim pentru mesaj. A fost trimis.');
    await expect
      .poll(async () => eventTypes(page))
      .toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']);
    await expect(form(page)).toHaveAttribute('data-status', 'sent');
    await expect(control(page, 'your-name')).toHaveValue('');
  });
}

test('a response of the wrong shape is invalid_json; hostile server text is shown as text and runs nothing', async ({
  page,
}) => {
  await openContact(page);
  await fillValid(page, 'test-forma-gresita');
  await page.locator('.wpcf7-submit').click();
  await expect(output(page)).toHaveText('Răspunsul nu este un răspuns JSON valid.');

  await control(page, 'your-subject').fill('test-mesaj-ostil');
  await control(page, 'your-email').fill('gresit');
  await page.locator('.wpcf7-submit').click();
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
  await expect(output(page)).toContainText('<img src=x onerror=');
  await expect(tip(page, 'your-email')).toContainText('<img src=x onerror=');
  await expect(page.locator('.wpcf7 img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __contactPwned?: number }).__contactPwned)).toBeUndefined();
});
