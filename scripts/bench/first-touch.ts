import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/**
 * The first touch of each React widget (issue 25, design §8), for scripts/bench.ts. A returning
 * shopper loads the page with nothing cached and lets it settle untouched; then the touch:
 * - `touchToAnswerMs`: from the touch's first event (pointer over, pointer down or focus, the
 *   intent trigger's wake) to the first animation frame in which the widget's answer is on the
 *   page (its chunk, React and the widget's own fetched, mounted, and the held click played);
 * - `jsAfterTouchKb`: gzip KB of the scripts fetched from the touch on;
 * - `cachedTouchToAnswerMs`: the same on a second load of the page, every chunk from the browser's
 *   HTTP cache (the bench's shop sends the hashed chunks for a year, as a shop's server does), so
 *   the browser may also reuse what it compiled; it still runs them.
 * Answers that need the fixture shop (the next reviews, a vote) include its answer on loopback.
 */
interface FirstTouch {
  readonly path: string;
  /** What the shopper does; the wake event it starts with is where the clock starts. */
  readonly touch: (page: Page) => Promise<void>;
  /** The answer is on the page once `selector` matches (at least `count` nodes, or one with `text`). */
  readonly answer: { readonly selector: string; readonly text?: string; readonly count?: number };
}

/** In the page from the first byte: the first wake event's time once armed. */
const WATCH_TOUCH = () => {
  const state = { armed: false, touchedAt: -1 };
  (window as unknown as { __firstTouch: typeof state }).__firstTouch = state;
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin']) {
    document.addEventListener(type, () => {
      if (state.armed && state.touchedAt < 0) state.touchedAt = performance.now();
    }, { capture: true, passive: true });
  }
};

type Answer = FirstTouch['answer'];

/** Resolves with performance.now() of the first frame in which the answer is on the page. */
function answeredAt(page: Page, answer: Answer): Promise<number> {
  return page.evaluate(
    ({ selector, text, count }) =>
      new Promise<number>((resolve) => {
        const met = () => {
          const nodes = [...document.querySelectorAll(selector)];
          if (count !== undefined) return nodes.length >= count;
          return text === undefined ? nodes.length > 0 : nodes.some((node) => node.textContent?.includes(text));
        };
        const check = () => (met() ? resolve(performance.now()) : requestAnimationFrame(check));
        check();
        setTimeout(() => resolve(Number.NaN), 30_000); // never answered: the figure says so
      }),
    answer,
  );
}

async function settle(page: Page, url: string): Promise<void> {
  // A fresh document each time: the same address with a #hash would only scroll the page it is on.
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('[data-vitrina-ready]') !== null, undefined, { timeout: 30_000 });
  await page.waitForTimeout(1500);
}

/** One touch on a settled page: the delay to the answer and the script bytes fetched from the touch on. */
async function touchOnce(page: Page, url: string, scenario: FirstTouch): Promise<{ ms: number; kb: number }> {
  await settle(page, url);
  const after: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') after.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  };
  page.on('response', onResponse);
  await page.evaluate(() => void ((window as unknown as { __firstTouch: { armed: boolean } }).__firstTouch.armed = true));
  const answered = answeredAt(page, scenario.answer);
  await scenario.touch(page);
  const end = await answered;
  const start = await page.evaluate(() => (window as unknown as { __firstTouch: { touchedAt: number } }).__firstTouch.touchedAt);
  page.off('response', onResponse);
  const bytes = (await Promise.all(after)).reduce((sum, size) => sum + size, 0);
  return { ms: end - start, kb: bytes / 1024 };
}

async function measure(page: Page, baseUrl: string, scenario: FirstTouch): Promise<Record<string, number>> {
  await page.context().addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
  await page.addInitScript(WATCH_TOUCH);
  const url = baseUrl + scenario.path;
  const cold = await touchOnce(page, url, scenario);
  // No page.route here: routing turns the browser's HTTP cache off.
  // What the first touch left behind (a contact form's draft) would change what the second finds.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const warm = await touchOnce(page, url, scenario);
  return { touchToAnswerMs: cold.ms, jsAfterTouchKb: cold.kb, cachedTouchToAnswerMs: warm.ms };
}

/** Pointer over the header cart: the mini-cart renders the server's cart. */
export const firstTouchMiniCart = (page: Page, baseUrl: string) =>
  measure(page, baseUrl, {
    path: '/',
    touch: (target) => target.locator('li.cart-item').first().hover(),
    answer: { selector: 'li.cart-item .widget_shopping_cart[data-vitrina-state="mounted"]' },
  });

/** A click on the first colour swatch of a variable product chooses it. */
export const firstTouchSwatches = (page: Page, baseUrl: string) =>
  measure(page, baseUrl, {
    path: '/produs/tricou-basic/',
    touch: (target) => target.locator('.ux-swatch').first().click(),
    answer: { selector: '.ux-swatch[aria-checked="true"]' },
  });

/** A colour ticked in the filter shows in the chips React draws. */
export const firstTouchFilterPanel = (page: Page, baseUrl: string) =>
  measure(page, baseUrl, {
    path: '/produse/',
    touch: (target) => target.locator('.woof label.woof_color_label[for*="negru"]').click(),
    answer: { selector: '.woof_products_top_panel', text: 'Culoare:' },
  });

/** "Show more" on a product's reviews shows the next five (the fixture shop's answer included). */
export const firstTouchReviews = (page: Page, baseUrl: string) =>
  measure(page, baseUrl, {
    path: '/produs/apa-de-toaleta-briza-de-mare/#tab-reviews',
    touch: (target) => target.locator('.cr-show-more-reviews-prd').click(),
    answer: { selector: 'ol.cr-ajax-reviews-list > li', count: 10 },
  });

/** The fifth star of a rated post: the stars are React's and the held click is played (the vote). */
export const firstTouchRating = (page: Page, baseUrl: string) =>
  measure(page, baseUrl, {
    path: '/blog/cum-alegi-parfumul-potrivit/',
    touch: (target) => target.locator('.js-rmp-rating-widget .js-rmp-rating-item').nth(4).click(),
    answer: { selector: '.js-rmp-widgets-container[data-vitrina-state="mounted"]' },
  });

/** A wrong e-mail typed and left: the contact form's change validation shows its tip. */
export const firstTouchContactForm = (page: Page, baseUrl: string) =>
  measure(page, baseUrl, {
    path: '/contact/',
    touch: async (target) => {
      const email = target.locator('[name="your-email"]');
      await email.fill('nu-e-email');
      await email.blur();
    },
    answer: { selector: '.wpcf7-not-valid-tip' },
  });
