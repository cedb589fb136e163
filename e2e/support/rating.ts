import { armed } from './intent.ts';
import { expect, type Page } from '@playwright/test';
import { collectPageErrors } from './page-errors.ts';

/** Blog posts of the fixture with Rate My Post widgets (fixtures/data/catalogue.json). */
export const RATED_POST = { path: '/blog/cum-alegi-parfumul-potrivit/', id: 9001, count: 12, average: '4.3' } as const;
export const UNRATED_POST = { path: '/blog/ghid-marimi-blugi/', id: 9002 } as const;

export const container = (page: Page) => page.locator('.js-rmp-widgets-container');
export const stars = (page: Page) => page.locator('.js-rmp-rating-widget [role="radio"]');
export const ratingMessage = (page: Page) => page.locator('.js-rmp-msg');

/** `?vitrina-config=` overriding rmp_frontend settings ('2' = on, as the plugin prints them). */
export function withRatingSettings(path: string, settings: Record<string, unknown>, extra = ''): string {
  return `${path}?vitrina-config=${encodeURIComponent(JSON.stringify({ globals: { rmp_frontend: settings } }))}${extra}`;
}

/** Every rating container of the page is armed, nothing touched: the test's first click or key is the first touch. */
export async function ratingArmed(page: Page): Promise<void> {
  for (const host of await container(page).all()) await armed(host);
}

/**
 * Wakes every rating container as a mouse user does, the pointer passing over each (trusted
 * hover), for tests that check what the mounted widget shows before any vote. A duplicate
 * container leaves once its widget mounted, so one already gone is skipped.
 */
export async function ratingWokenByHover(page: Page): Promise<void> {
  await ratingArmed(page);
  for (const host of await container(page).all()) await host.hover({ timeout: 5_000 }).catch(() => {});
  await expect(container(page).first()).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
}

/** Records page errors; read the list at the end of a test. */
export const collectErrors = (page: Page): string[] => collectPageErrors(page);

export async function ratedCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'rmp-rate')?.value;
}

/**
 * Records the bodies of the page's `process_rating` posts as the page sends them (the request layer
 * posts a Request object whose body Playwright does not report). Read them with `sentVotes(page)`.
 */
export async function recordVotes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    const actions: string[] = [];
    const original = window.fetch.bind(window);
    Object.assign(window, { __sentVotes: sent, __sentActions: actions });
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const body = await request.clone().text();
      const action = new URLSearchParams(body).get('action');
      if (action) actions.push(action);
      if (action === 'process_rating') sent.push(body);
      return original(request);
    };
  });
}

/** The admin-ajax actions the page has posted so far, in order (recorded by `recordVotes`). */
export async function sentActions(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __sentActions?: string[] }).__sentActions ?? []);
}

export async function sentVotes(page: Page): Promise<URLSearchParams[]> {
  const bodies = await page.evaluate(() => (window as unknown as { __sentVotes?: string[] }).__sentVotes ?? []);
  return bodies.map((body) => new URLSearchParams(body));
}
