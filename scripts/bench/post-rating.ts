import type { Page } from '@playwright/test';
import { settled } from './support/context.ts';

/**
 * A vote on a rated blog post by a trusted click on the fifth star, the widget untouched before:
 * `clickToCountMs` from the click's pointerdown until the new vote count is printed (the widget's
 * chunk and React fetched, the held click played, the fixture shop's answer included), and
 * `framesToCount`, animation frames begun meanwhile.
 */
const RATED_POST = '/blog/cum-alegi-parfumul-potrivit/';
const STARS = '.js-rmp-rating-widget .js-rmp-rating-item';

const WATCH = () => {
  const container = document.querySelector('.js-rmp-widgets-container');
  if (!container) throw new Error('no rating widget on the post');
  const count = () => container.querySelector('.js-rmp-vote-count')?.textContent ?? '';
  const before = count();
  const state = { downAt: -1, countAt: -1, frames: 0 };
  (window as unknown as { __vote: typeof state }).__vote = state;
  const frame = () => {
    if (state.downAt < 0 || state.countAt >= 0) return requestAnimationFrame(frame);
    state.frames += 1;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('pointerdown', (event) => void (state.downAt < 0 && (state.downAt = event.timeStamp)), {
    capture: true,
  });
  new MutationObserver((_records, observer) => {
    if (count() === before) return;
    state.countAt = performance.now();
    observer.disconnect();
  }).observe(container, { childList: true, subtree: true, characterData: true });
};

export async function postRatingVote(page: Page, baseUrl: string): Promise<Record<string, number>> {
  await page.goto(new URL(RATED_POST, baseUrl).href);
  await settled(page);
  await page.evaluate(WATCH);
  await page.locator(STARS).nth(4).click();
  await page.waitForFunction(
    () => (window as unknown as { __vote: { countAt: number } }).__vote.countAt >= 0,
    undefined,
    { timeout: 30_000 },
  );
  const state = await page.evaluate(
    () => (window as unknown as { __vote: { downAt: number; countAt: number; frames: number } }).__vote,
  );
  return { clickToCountMs: state.countAt - state.downAt, framesToCount: state.frames };
}
