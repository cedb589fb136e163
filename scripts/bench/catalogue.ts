import type { Page } from '@playwright/test';

/**
 * Catalogue scenario for scripts/bench.ts: on /produse/, the time from ticking a filter to its chip
 * being in the active-filter panel, stamped in the page. `tickToChipMs` is from the click to the
 * chip's insertion (performance.now); `framesToChip` counts animation frames that started between
 * the two (0 = the chip is there for the very next frame, the target).
 */
export async function catalogueTickToChip(page: Page, baseUrl: string): Promise<Record<string, number>> {
  await page.goto(new URL('/produse/', baseUrl).href);
  await page.waitForSelector('.woof[data-vitrina-state="mounted"]');
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>('.woof input.woof_color_term:not(:checked)');
        const panel = document.querySelector('.woof_products_top_panel');
        if (!input || !panel) return reject(new Error('no colour filter or chip panel on /produse/'));
        const slug = input.getAttribute('name') ?? '';
        let frames = 0;
        let counting = true;
        const frame = () => {
          if (!counting) return;
          frames += 1;
          requestAnimationFrame(frame);
        };
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!panel.querySelector(`a[data-slug="${CSS.escape(slug)}"]`)) return;
          const chipAt = performance.now();
          counting = false;
          observer.disconnect();
          resolve({ tickToChipMs: chipAt - started, framesToChip: frames });
        });
        observer.observe(panel, { childList: true, subtree: true });
        requestAnimationFrame(frame);
        input.click();
        setTimeout(() => reject(new Error('no chip within 5 s')), 5000);
      }),
  );
}
