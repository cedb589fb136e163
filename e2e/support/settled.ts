import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * "Settled, nothing touched" (issue 25): every host whose widget mounts by itself (now, idle,
 * visible) has mounted; hosts whose widget waits for the shopper's pointer, focus or key stay pending.
 */
interface ManifestRow {
  readonly selector: string;
  readonly trigger: string;
}

/** The built bundle's facts (the e2e server serves this same dist/). */
const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as {
  widgets: Record<string, ManifestRow>;
};
const ON_USE = new Set(['intent', 'interaction']);
const hostsOf = (touch: boolean) =>
  Object.entries(manifest.widgets)
    .filter(([, row]) => ON_USE.has(row.trigger) === touch)
    .map(([name, row]) => `${row.selector}, [data-vitrina="${name}"]`);
const WITHOUT_TOUCH = hostsOf(false);
const ON_TOUCH = hostsOf(true);

/** Hosts still pending although their widget needs no touch (a host shared with a widget that waits for use stays pending). */
function pendingWithoutTouch(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ withoutTouch, onTouch }) => {
      const pending = [...document.querySelectorAll<HTMLElement>('[data-vitrina-state="pending"]')];
      const matches = (host: Element, selectors: string[]) => selectors.some((selector) => host.matches(selector));
      return pending
        .filter((host) => matches(host, withoutTouch) && !matches(host, onTouch))
        .map((host) => host.outerHTML.slice(0, 120));
    },
    { withoutTouch: WITHOUT_TOUCH, onTouch: ON_TOUCH },
  );
}

/** Scrolls down the page (no pointer, no focus: nothing is touched) so `visible` widgets get their turn. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // Two frames at each stop: an IntersectionObserver reports only at a rendering step, so a host
  // scrolled past between two frames (a loaded machine) would never be seen.
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
  }
}

/** Waits until the page has settled with nothing touched, the `visible` widgets included. */
export async function settledUntouched(page: Page): Promise<void> {
  // Chromium's headless shell starts with its pointer on the window's top-left pixel, and scrolling
  // moves the page under it (pointerover, a hover intent). Nothing touched means no pointer on the
  // page: it leaves the window first.
  await page.mouse.move(-1, -1);
  await page.waitForLoadState('load');
  await expect(page.locator('[data-vitrina-ready]')).toHaveCount(1);
  await scrollThrough(page);
  await expect.poll(() => pendingWithoutTouch(page), { timeout: 15_000 }).toEqual([]);
}
