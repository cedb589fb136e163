import type { Page } from '@playwright/test';

/**
 * Live search and post rating scenarios for scripts/bench.ts, stamped in the page with
 * performance.now(). Both include the fixture shop's answer on loopback, so they show the
 * client's share plus a near-zero network.
 * - `liveSearchFirstUse` on `/`: `focusToComboboxMs` from the first focus of the header search field
 *   (the widget's trigger) until the field is a combobox (its chunk, React and floating-ui fetched and
 *   mounted); `thirdCharToOptionsMs` from the third character until the first suggestion is shown.
 * - `postRatingVote` on a rated blog post: `clickToCountMs` from a click on the fifth star (a vote at
 *   once) until the new vote count is printed, and `framesToCount`, animation frames begun meanwhile.
 */
const FIELD = '#woocommerce-product-search-field-0';
const RATED_POST = '/blog/cum-alegi-parfumul-potrivit/';

export async function liveSearchFirstUse(page: Page, baseUrl: string): Promise<Record<string, number>> {
  await page.goto(new URL('/', baseUrl).href);
  return page.evaluate(
    (selector) =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>(selector);
        if (!input) return reject(new Error('no header search field on /'));
        setTimeout(() => reject(new Error('no suggestions within 10 s')), 10_000);
        const focusedAt = performance.now();
        let comboboxAt = 0;
        let typedAt = 0;
        const ask = () => {
          comboboxAt = performance.now();
          input.value = 'pap';
          typedAt = performance.now();
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        const options = new MutationObserver(() => {
          if (typedAt === 0 || !document.querySelector('header [role="listbox"] [role="option"]')) return;
          options.disconnect();
          resolve({ focusToComboboxMs: comboboxAt - focusedAt, thirdCharToOptionsMs: performance.now() - typedAt });
        });
        options.observe(document.body, { childList: true, subtree: true });
        const mounted = new MutationObserver(() => {
          if (input.getAttribute('role') !== 'combobox') return;
          mounted.disconnect();
          ask();
        });
        mounted.observe(input, { attributes: true, attributeFilter: ['role'] });
        input.focus();
      }),
    FIELD,
  );
}

export async function postRatingVote(page: Page, baseUrl: string): Promise<Record<string, number>> {
  await page.goto(new URL(RATED_POST, baseUrl).href);
  await page.waitForSelector('.js-rmp-widgets-container[data-vitrina-state="mounted"] .js-rmp-rating-widget [role="radio"]');
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const container = document.querySelector('.js-rmp-widgets-container');
        const star = [...document.querySelectorAll<HTMLElement>('.js-rmp-rating-widget [role="radio"]')].at(-1);
        const count = () => container?.querySelector('.js-rmp-vote-count')?.textContent ?? '';
        if (!container || !star) return reject(new Error('no rating widget on the post'));
        setTimeout(() => reject(new Error('no new count within 10 s')), 10_000);
        const before = count();
        let frames = 0;
        let counting = true;
        const frame = () => {
          if (!counting) return;
          frames += 1;
          requestAnimationFrame(frame);
        };
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (count() === before) return;
          counting = false;
          observer.disconnect();
          resolve({ clickToCountMs: performance.now() - started, framesToCount: frames });
        });
        observer.observe(container, { childList: true, subtree: true, characterData: true });
        requestAnimationFrame(frame);
        star.click();
      }),
  );
}
