import { expect, type Page } from '@playwright/test';
import { collectPageErrors as collectErrors } from './page-errors.ts';

/** The fixture's contact page and CF7 endpoints (fixtures/server/routes/contact.ts). */
export const CONTACT = '/contact/';
export const FEEDBACK = '/wp-json/contact-form-7/v1/contact-forms/123/feedback';
export const REFILL = '/wp-json/contact-form-7/v1/contact-forms/123/refill';
export const SCHEMA = '/wp-json/contact-form-7/v1/contact-forms/123/feedback/schema';

export const form = (page: Page) => page.locator('form.wpcf7-form');
export const output = (page: Page) => page.locator('.wpcf7-response-output');
export const srStatus = (page: Page) => page.locator('.screen-reader-response p[role="status"]');
export const tip = (page: Page, field: string) => page.locator(`[data-name="${field}"] .wpcf7-not-valid-tip`);
export const control = (page: Page, name: string) => page.locator(`form.wpcf7-form [name="${name}"]`);

export async function openContact(page: Page, path = CONTACT): Promise<void> {
  await page.goto(path);
  // The form's logic mounts at idle; its React feedback comes on the first touch after that
  // (design §8): the shopper's pointer over the form (a real hover).
  const host = page.locator('.wpcf7');
  await expect(host).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await host.hover();
  await expect(srStatus(page)).toBeAttached({ timeout: 15_000 });
}

/** Records every `wpcf7*` event that reaches document, in order, with the parts of the detail tests read. */
export async function recordCf7Events(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const names = [
      'beforesubmit',
      'submit',
      'invalid',
      'unaccepted',
      'spam',
      'aborted',
      'mailsent',
      'mailfailed',
      'reset',
      'statuschanged',
    ];
    const log: unknown[] = [];
    Object.assign(window, { cf7Events: log });
    for (const name of names) {
      document.addEventListener(`wpcf7${name}`, (event) => {
        const detail = (event as CustomEvent<Record<string, unknown>>).detail;
        log.push({
          type: event.type,
          target: (event.target as Element).className,
          status: detail['status'],
          prevStatus: detail['prevStatus'],
          contactFormId: detail['contactFormId'],
          unitTag: detail['unitTag'],
          containerPostId: detail['containerPostId'],
          pluginVersion: detail['pluginVersion'],
          contactFormLocale: detail['contactFormLocale'],
          inputs: detail['inputs'],
          hasFormData: detail['formData'] instanceof FormData,
          apiStatus: (detail['apiResponse'] as { status?: string } | undefined)?.status,
        });
      });
    }
  });
}

export interface RecordedEvent {
  type: string;
  target: string;
  status: string;
  prevStatus?: string;
  contactFormId: number;
  unitTag: string;
  containerPostId: number;
  pluginVersion: string;
  contactFormLocale: string;
  inputs: { name: string; value: string }[];
  hasFormData: boolean;
  apiStatus?: string;
}

export const cf7Events = (page: Page) =>
  page.evaluate(() => (window as unknown as { cf7Events: RecordedEvent[] }).cf7Events);
export const eventTypes = async (page: Page) =>
  (await cf7Events(page)).map((event) => event.type).filter((type) => type !== 'wpcf7statuschanged');

/** Fills every field so the server answers mail_sent (the quiz answer follows the shown question). */
export async function fillValid(page: Page, subject = 'Întrebare despre comandă'): Promise<void> {
  await control(page, 'your-name').fill('Ana Popescu');
  await control(page, 'your-email').fill('ana@example.ro');
  await control(page, 'your-phone').fill('0722 000 000');
  await control(page, 'your-subject').fill(subject);
  await control(page, 'your-message').fill('Când ajunge coletul meu?');
  await answerQuiz(page);
  await control(page, 'acceptance').check();
}

export async function answerQuiz(page: Page): Promise<void> {
  const question = (await page.locator('.wpcf7-quiz-label').textContent()) ?? '';
  await control(page, 'quiz-ro').fill(question.includes('2 + 3') ? '5' : 'v');
}

/** Uncaught errors and console errors of the contact page. */
export const collectPageErrors = (page: Page): string[] => collectErrors(page, { consoleErrors: true });

/** One submission as the fixture logged it: every posted name (repeats kept) and the Akismet fields' values. */
export interface ContactSubmission {
  readonly status: string;
  readonly fields: string[];
  readonly akismet: Record<string, string[]>;
  readonly via: 'rest' | 'post';
}

export async function contactSubmissions(page: Page): Promise<ContactSubmission[]> {
  const response = await page.request.get('/__fixture/session');
  const session = (await response.json()) as { extra?: { contact?: { submissions?: ContactSubmission[] } } };
  return session.extra?.contact?.submissions ?? [];
}
