import type { Page } from '@playwright/test';
import { settled } from './support/context.ts';

/**
 * Live search's first use on `/`, by trusted input (a click into the header search field, then
 * three typed characters), stamped in the page with the events' own timestamps:
 * `focusToComboboxMs` from the click's pointerdown until the field is a combobox (its chunk, React
 * and floating-ui fetched and mounted); `thirdCharToOptionsMs` from the third keydown until the
 * first suggestion is shown (the fixture shop's answer included).
 */
const FIELD = '#woocommerce-product-search-field-0';

const WATCH = (selector: string) => {
  const input = document.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error('no header search field on /');
  const state = { downAt: -1, comboboxAt: -1, keys: [] as number[], optionsAt: -1 };
  (window as unknown as { __search: typeof state }).__search = state;
  input.addEventListener('pointerdown', (event) => void (state.downAt < 0 && (state.downAt = event.timeStamp)), {
    capture: true,
  });
  input.addEventListener('keydown', (event) => void state.keys.push(event.timeStamp), { capture: true });
  new MutationObserver((_records, observer) => {
    if (input.getAttribute('role') !== 'combobox') return;
    state.comboboxAt = performance.now();
    observer.disconnect();
  }).observe(input, { attributes: true, attributeFilter: ['role'] });
  new MutationObserver((_records, observer) => {
    if (state.keys.length < 3 || !document.querySelector('header [role="listbox"] [role="option"]')) return;
    state.optionsAt = performance.now();
    observer.disconnect();
  }).observe(document.body, { childList: true, subtree: true });
};

export async function liveSearchFirstUse(page: Page, baseUrl: string): Promise<Record<string, number>> {
  await page.goto(new URL('/', baseUrl).href);
  await settled(page);
  await page.evaluate(WATCH, FIELD);
  await page.locator(FIELD).click();
  await page.waitForSelector(`${FIELD}[role="combobox"]`, { timeout: 30_000 });
  await page.keyboard.type('pap');
  await page.waitForFunction(
    () => (window as unknown as { __search: { optionsAt: number } }).__search.optionsAt >= 0,
    undefined,
    { timeout: 30_000 },
  );
  const state = await page.evaluate(
    () =>
      (window as unknown as { __search: { downAt: number; comboboxAt: number; keys: number[]; optionsAt: number } })
        .__search,
  );
  return { focusToComboboxMs: state.comboboxAt - state.downAt, thirdCharToOptionsMs: state.optionsAt - state.keys[2]! };
}
