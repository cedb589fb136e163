import type { Page } from '@playwright/test';

/** The add-to-cart button's answer to a trusted click, before and once its widget is there. */
const PLAIN_PAGE = '/pagina-test-cos/';
const PRODUCT_ID = 1021;

const OBSERVE_LOADING = `(() => {
  const state = { frame: 0, clickFrame: -1, clickAt: 0, loadingFrame: -1, loadingAt: 0 };
  window.benchCart = state;
  const tick = () => { state.frame += 1; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const button = document.querySelector('.bench-add');
  document.addEventListener('click', () => { state.clickFrame = state.frame; state.clickAt = performance.now(); }, { capture: true });
  new MutationObserver(() => {
    if (state.loadingFrame < 0 && button.classList.contains('loading')) { state.loadingFrame = state.frame; state.loadingAt = performance.now(); }
  }).observe(button, { attributes: true, attributeFilter: ['class'] });
})()`;

/**
 * Time from the click to the button's `loading` class, in frames and ms: a MutationObserver in
 * the page stamps the class change with the frame it lands in (requestAnimationFrame counter),
 * and the click is stamped the same way. The first add includes the widget's chunk, fetched from
 * the click (the widget mounts on the first touch and plays the click again); the second is the
 * mounted widget's own answer. Target for the second: the same frame (0 frames).
 */
export async function addToCartClickToLoading(page: Page, baseUrl: string): Promise<Record<string, number>> {
  await page.request.post(new URL('/__fixture/reset', baseUrl).href);
  await page.goto(new URL(PLAIN_PAGE, baseUrl).href);
  await page.evaluate((id) => {
    const button = document.createElement('a');
    button.href = `?add-to-cart=${id}`;
    button.className = 'button add_to_cart_button ajax_add_to_cart bench-add';
    button.dataset.product_id = String(id);
    document.body.append(button);
  }, PRODUCT_ID);
  await page.waitForSelector('.bench-add[data-vitrina-state]');
  // A string, not a function: tsx's name helpers (`__name`) do not exist inside the page.
  await page.evaluate(OBSERVE_LOADING);
  const clickToLoading = async () => {
    await page.click('.bench-add');
    await page.waitForFunction(
      () => (window as unknown as { benchCart: { loadingFrame: number } }).benchCart.loadingFrame >= 0,
    );
    const { clickFrame, clickAt, loadingFrame, loadingAt } = await page.evaluate(
      () =>
        (
          window as unknown as {
            benchCart: { clickFrame: number; clickAt: number; loadingFrame: number; loadingAt: number };
          }
        ).benchCart,
    );
    return { frames: loadingFrame - clickFrame, ms: loadingAt - clickAt };
  };
  const first = await clickToLoading();
  await page.waitForSelector('.bench-add.added:not(.loading)');
  await page.evaluate(
    () => void ((window as unknown as { benchCart: { loadingFrame: number } }).benchCart.loadingFrame = -1),
  );
  const second = await clickToLoading();
  return {
    firstClickToLoadingFrames: first.frames,
    firstClickToLoadingMs: first.ms,
    clickToLoadingFrames: second.frames,
    clickToLoadingMs: second.ms,
  };
}
