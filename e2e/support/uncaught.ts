import { expect, test, type Page } from '@playwright/test';
import { resetShop } from './fixture.ts';

/**
 * Collects every uncaught error of the page across navigations: thrown exceptions (`pageerror`),
 * widget errors the runtime reported (`console.error('[vitrina] …')`) and unhandled promise rejections, reported from the page through a binding so a cell whose
 * fault sends the shopper to another page still counts the first page's. Call before `goto`.
 */
export async function collectUncaught(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // A widget failure the runtime caught and reported (src/runtime/report.ts) is as much a failure
  // of the cell as an uncaught one (issue 26 item 7).
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[vitrina]'))
      errors.push(`reported: ${message.text()}`);
  });
  await page.exposeBinding('vitrinaUncaught', (_source, text: string) => {
    errors.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { vitrinaUncaught: (text: string) => void }).vitrinaUncaught;
    window.addEventListener('unhandledrejection', (event) => {
      const reason: unknown = event.reason;
      report(`unhandledrejection: ${reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)}`);
    });
  });
  return errors;
}

/**
 * Init script: records each admin-ajax call the page makes once it has settled (answered or
 * failed, including a time-out), with its action and method. The request layer streams bodies,
 * so Playwright's postData() cannot see them; the page reads its own.
 */
export function trackAdminAjax(): void {
  const settled: string[] = [];
  (window as unknown as { adminAjaxSettled: string[] }).adminAjaxSettled = settled;
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.includes('admin-ajax.php')) return original(request);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.clone().text());
    const name = [body.get('action'), body.get('method')].filter(Boolean).join(':');
    try {
      const response = await original(request);
      settled.push(`${name} ${response.status}`);
      return response;
    } catch (error) {
      settled.push(`${name} failed`);
      throw error;
    }
  };
}

/** How many calls to `action` (or `action:method`) have settled so far. */
export const settledCalls = (page: Page, action: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { adminAjaxSettled?: string[] }).adminAjaxSettled ?? []).filter((entry) =>
        entry.startsWith(`${name} `),
      ).length,
    action,
  );

/**
 * For a spec of fault cells: each test starts on a reset shop and fails at its end on anything
 * `collectUncaught` saw or on a native dialog (the plugins used alert() for some errors; a widget
 * never blocks the shopper with one).
 */
export function failOnUncaught(): void {
  let uncaught: string[] = [];
  test.beforeEach(async ({ page }) => {
    await resetShop(page);
    uncaught = await collectUncaught(page);
    page.on('dialog', (dialog) => {
      uncaught.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
  });
  test.afterEach(() => {
    expect(uncaught).toEqual([]);
  });
}
