import { expect, test, type Page } from '@playwright/test';
import { resetShop } from './fixture.ts';

/** What counts as a page error besides an uncaught exception. */
export interface ErrorWatch {
  /** `console.error` lines, except the browser's own lines for a failed request (a fault a test injected). */
  readonly consoleErrors?: boolean;
  /** A native alert/confirm/prompt: a widget must never block the shopper with one. It is dismissed. */
  readonly dialogs?: boolean;
}

/** Collects the page's errors from now on; assert the list is empty at the end of a test. */
export function collectPageErrors(page: Page, watch: ErrorWatch = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (watch.consoleErrors) {
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource|net::ERR_/.test(message.text()))
        errors.push(message.text());
    });
  }
  if (watch.dialogs) {
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
  }
  return errors;
}

export interface FreshShopOptions {
  readonly watch?: ErrorWatch;
  /** Start every test as a first-time visitor (consent, notices, badge cookies). */
  readonly clearCookies?: boolean;
  /** Runs after the reset, before the test (e.g. a product in the cart). */
  readonly prepare?: (page: Page) => Promise<void>;
}

/** Every test of the calling spec starts from a fresh shop and fails on a page error (see ErrorWatch). */
export function failOnPageErrors({ watch, clearCookies = false, prepare }: FreshShopOptions = {}): void {
  let errors: string[] = [];
  test.beforeEach(async ({ page, context }) => {
    if (clearCookies) await context.clearCookies();
    await resetShop(page);
    await prepare?.(page);
    errors = collectPageErrors(page, watch);
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
}
