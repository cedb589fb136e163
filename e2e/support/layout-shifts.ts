import type { Page } from '@playwright/test';

/**
 * Sums layout shifts not caused by input, from the start of the page (call before goto); pass a
 * time from `paintedTime` to count only the shifts after it.
 */
export async function recordLayoutShifts(page: Page): Promise<(sinceMs?: number) => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: { at: number; value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((name) => `.${name}`).join('')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        };
        const moved = shift.sources.map((source) => describe(source.node));
        if (!shift.hadRecentInput) shifts.push({ at: shift.startTime, value: shift.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async (sinceMs = 0) => {
    const counted = await page.evaluate(
      (since) =>
        (window as unknown as { __shifts: { at: number; value: number; moved: string[] }[] }).__shifts.filter(
          (shift) => shift.at >= since,
        ),
      sinceMs,
    );
    // A shift that fails a test names what moved, so a rare one in CI can be told apart.
    for (const shift of counted)
      console.log(`layout shift ${shift.value.toFixed(4)} at ${shift.at.toFixed(0)} ms: ${shift.moved.join(', ')}`);
    return counted.reduce((sum, shift) => sum + shift.value, 0);
  };
}

/**
 * `performance.now()` once two more frames have been painted: every frame drawn before (such as the
 * parser painting server markup it has only half read) is behind that time.
 */
export function paintedTime(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))),
      ),
  );
}

/**
 * Call before the page loads. Holds the named widgets' chunks (`chunks/<name>-*.js`) until the
 * page, loaded, has been painted, then lets them go; resolves with that time: a layout shift after
 * it is those widgets' doing (or a later one's), not the page arriving. While the parser streams
 * the footer, Chromium may paint the server's markup half-read (the review badge growing, the
 * header's columns), and it reports that shift with the next frame, which on a loaded machine is
 * drawn once the entry has started, so the entry's start does not separate the two.
 */
export async function chunksAfterPaint(page: Page, names: readonly string[]): Promise<() => Promise<number>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const name of names) {
    await page.route(`**/chunks/${name}-*.js`, async (route) => {
      await held;
      await route.continue();
    });
  }
  return async () => {
    const painted = await paintedTime(page);
    release();
    return painted;
  };
}
