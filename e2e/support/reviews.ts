import { expect, type Page, type Request } from '@playwright/test';
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
  await gotoReviews(page, `${path}${path.includes('#') ? '' : '#tab-reviews'}`);
  await hostMountedByHover(page, '.cr-reviews-ajax-comments');
  await hostMountedByHover(page, '#cr_qna');
}

/**
 * Presses "Adaugă o recenzie" as a shopper does. The button is the review form's own part (its row's
 * `owns`): the press brings the form's code and React, is held until they have mounted, then opens the
 * form; a test that reads the form waits for that, not for the server's copy hidden behind it.
 */
export async function openReviewForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Adaugă o recenzie' }).click();
  await expect(page.locator('.cr-reviews-ajax-reviews')).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(page.locator('.cr-ajax-reviews-review-form')).toBeVisible();
}

/** Counts the page's own scrolls (window.scrollTo), so a test can wait for one it knows is coming. */
function countPageScrolls(): void {
  const counted = window as Window & { vitrinaE2eScrolls?: number };
  const scrollTo = window.scrollTo;
  counted.vitrinaE2eScrolls = 0;
  window.scrollTo = function countedScrollTo(this: Window, ...args: unknown[]) {
    counted.vitrinaE2eScrolls = (counted.vitrinaE2eScrolls ?? 0) + 1;
    Reflect.apply(scrollTo, this, args);
  } as typeof window.scrollTo;
}

/**
 * Opens a product at an address with a reviews hash (#reviews, #tab-reviews) and waits for the shop's
 * scroll of #reviews to just under its header, which comes half a second after its tabs open (spec §9).
 * A test acting before it has its target carried away between aiming and clicking (CI on 4ae5897: a
 * customer image's click lost, a star's box moved under a hover; once a run, under load).
 */
export async function gotoReviews(page: Page, url: string): Promise<void> {
  await page.addInitScript(countPageScrolls);
  await page.goto(url);
  await page.waitForFunction(() => ((window as { vitrinaE2eScrolls?: number }).vitrinaE2eScrolls ?? 0) > 0);
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
