import { expect, type Page } from '@playwright/test';

export const LOGIN_PAGE = '/contul-meu/';
export const EDIT_ACCOUNT = '/contul-meu/editare-cont/';
export const LOST_PASSWORD = '/contul-meu/parola-pierduta/';
export const RESET_PASSWORD = '/contul-meu/parola-pierduta/?key=f1x7ure';
export const ORDERS = '/contul-meu/comenzi/';
export const CHECKOUT = '/finalizare-comanda/';

export const WEAK_ERROR = 'Te rog introdu o parolă mai puternică.';
export const STRONG_PASSWORD = 'Zâmbet-de-Tei-42!';

/** The chunks the estimator arrives in (load-estimator.ts): zxcvbn's core and its word lists. */
export const ESTIMATOR_CHUNKS = /\/vitrina\/chunks\/(estimator|dictionaries)-[\w-]+\.js$/;
export const ESTIMATOR_FAULT_PATH = '/wp-content/themes/flatsome-child/vitrina/chunks/estimator-*';

/** The meter's live region after a field. */
export const meterOf = (page: Page, fieldId: string) => page.locator(`#${fieldId}-strength`);

export async function mountedOn(page: Page, selector: string): Promise<void> {
  // idle widgets mount within 2 s of a settled page; a machine shared by parallel runs can take longer.
  await expect(page.locator(selector).first()).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
}

/**
 * Every uncaught error, console error and failed request; the spec asserts it stays empty. A request
 * the browser cancelled (`net::ERR_ABORTED`: the page left while the estimator's chunks still came,
 * as after a quick submit) is not a failure the shopper meets, so it is not counted.
 */
export function watchProblems(page: Page, allow: (text: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  const add = (text: string) => {
    if (!allow(text)) problems.push(text);
  };
  page.on('pageerror', (error) => add(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') add(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') add(`requestfailed: ${request.url()}`);
  });
  return problems;
}

/** Script URLs the page fetched so far (the bundle's entry and chunks). */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}
