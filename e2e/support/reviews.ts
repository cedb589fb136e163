import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { hostMountedByHover } from './product.ts';
import { collectPageErrors as collectErrors } from './page-errors.ts';

/** The Customer Reviews product used by the reviews specs: 29 reviews (6 pages of 5), simple product. */
export const REVIEWED = { path: '/produs/apa-de-toaleta-briza-de-mare/', id: 1021 } as const;

export const reviewsHost = (page: Page) => page.locator('.cr-reviews-ajax-comments');
export const reviewItems = (page: Page) => page.locator('ol.cr-ajax-reviews-list > li');
export const qnaHost = (page: Page) => page.locator('#cr_qna');

/**
 * Opens the reviews tab of a product; the shopper's pointer passes over the list and the Q & A,
 * which wakes the reviews widgets on both (tests of the mounted list; reviews-first-touch.spec.ts
 * has the first interaction without it).
 */
export async function openReviews(page: Page, path: string = REVIEWED.path): Promise<void> {
  await page.goto(`${path}${path.includes('#') ? '' : '#tab-reviews'}`);
  await hostMountedByHover(page, '.cr-reviews-ajax-comments');
  await hostMountedByHover(page, '#cr_qna');
}

/**
 * With a reviews hash in the address (#reviews, #tab-reviews) the shop scrolls #reviews to just
 * under its header half a second after its tabs open (spec §9). A test that aims the pointer at a
 * point it measured waits for that scroll before anything else scrolls: coming later, it would
 * carry the target away from the pointer. Until the tabs open, #reviews has no box.
 */
export async function shopScrolledToReviews(page: Page): Promise<void> {
  const atTop = () =>
    page.locator('#reviews').evaluate((reviews) => {
      const box = reviews.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.top < 200;
    });
  await expect.poll(atTop).toBe(true);
}

/**
 * Arms this visitor's next `times` calls of a cr_* action (fixtures/server/routes/reviews.ts):
 * wait `delayMs`, and/or answer `body` as JSON.
 */
export async function scriptAction(
  page: Page,
  action: string,
  script: { body?: unknown; status?: number; delayMs?: number; times?: number },
): Promise<void> {
  const response = await page.request.post('/__reviews-fixture/script', { data: { action, ...script } });
  expect(response.ok(), `script ${action}`).toBe(true);
}

/** The reviews specs also fail on a native dialog (the plugin used alert() for some errors). */
export const REVIEW_ERRORS = { dialogs: true } as const;

/** Uncaught errors of the page and native dialogs, read at the end of a test. */
export const collectPageErrors = (page: Page): string[] => collectErrors(page, REVIEW_ERRORS);

/** Axe over the reviews tab is heavy: each run gives the test a minute more (the machine is shared and loaded). */
export async function expectAxeClean(page: Page, selector: string): Promise<void> {
  test.info().setTimeout(test.info().timeout + 60_000);
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * The next admin-ajax POST the page sends that can be a call of `action` (call before the step that
 * sends it). Chromium shows the test no body of a fetch whose body was streamed (the API's calls),
 * so a call without a readable body is taken by its order; one whose body names another action is not.
 */
export function nextCall(page: Page, action: string): Promise<Request> {
  return page.waitForRequest((request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/wp-admin/admin-ajax.php') return false;
    const body = request.postData();
    return body === null || new URLSearchParams(body).get('action') === action;
  });
}

/**
 * Waits until a superseded call can no longer change the page: aborted by the page (no answer can
 * land), or answered in full and two frames and a task later (an answer wrongly applied has shown).
 * Replaces a fixed sleep longer than the fixture's delay.
 */
export async function callEnded(page: Page, call: Request): Promise<void> {
  const response = await call.response(); // null once the page aborted it
  if (!response) return;
  await response.finished();
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

/** Admin-ajax bodies of one action, from a recordAdminAjax log. */
export const callsOf = (log: URLSearchParams[], action: string) => log.filter((body) => body.get('action') === action);

export const HOSTILE = '<img src=x onerror="window.__xss=1">';
export const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss === 1);
