import type { Page } from '@playwright/test';
import { settled } from './support/context.ts';

/**
 * Catalogue scenario for scripts/bench.ts: on /produse/, a trusted click that ticks a colour in the
 * filter, to its chip in the active-filter panel, stamped in the page. `tickToChipMs` is from the
 * click's pointerdown to the chip's insertion; `framesToChip` counts animation frames begun between
 * the two (0 = the chip is there for the very next frame, the target).
 */
const WATCH = () => {
  const input = document.querySelector<HTMLInputElement>('.woof input.woof_color_term:not(:checked)');
  const panel = document.querySelector('.woof_products_top_panel');
  if (!input || !panel) throw new Error('no colour filter or chip panel on /produse/');
  input.dataset.benchTick = '';
  const slug = input.getAttribute('name') ?? '';
  const state = { downAt: -1, chipAt: -1, frames: 0 };
  (window as unknown as { __tick: typeof state }).__tick = state;
  const frame = () => {
    if (state.downAt >= 0 && state.chipAt < 0) state.frames += 1;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('pointerdown', (event) => void (state.downAt < 0 && (state.downAt = event.timeStamp)), {
    capture: true,
  });
  new MutationObserver((_records, observer) => {
    if (!panel.querySelector(`a[data-slug="${CSS.escape(slug)}"]`)) return;
    state.chipAt = performance.now();
    observer.disconnect();
  }).observe(panel, { childList: true, subtree: true });
};

export async function catalogueTickToChip(page: Page, baseUrl: string): Promise<Record<string, number>> {
  await page.goto(new URL('/produse/', baseUrl).href);
  await settled(page);
  await page.evaluate(WATCH);
  const id = await page.locator('[data-bench-tick]').getAttribute('id');
  // The theme hides the box and shows the colour: the shopper clicks the label.
  await page.locator(`label[for="${id}"]`).click();
  await page.waitForFunction(
    () => (window as unknown as { __tick: { chipAt: number } }).__tick.chipAt >= 0,
    undefined,
    { timeout: 30_000 },
  );
  const state = await page.evaluate(
    () => (window as unknown as { __tick: { downAt: number; chipAt: number; frames: number } }).__tick,
  );
  return { tickToChipMs: state.chipAt - state.downAt, framesToChip: state.frames };
}
