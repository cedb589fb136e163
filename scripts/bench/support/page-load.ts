import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface LoadFigures {
  readonly jsGzipBytes: number;
  readonly scriptMsUntilReady: number;
  readonly readyMs: number;
  readonly longestTaskMs: number;
  readonly layoutShift: number;
}

/** Collected in the page from the first byte: long tasks, layout shifts and the moment of vitrina:ready. */
const OBSERVE = () => {
  const figures = { longestTask: 0, shift: 0, ready: -1 };
  (window as unknown as { __bench: typeof figures }).__bench = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.longestTask = Math.max(figures.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) figures.shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('vitrina:ready', () => (figures.ready = performance.now()), { once: true });
};

/** One cold load of a page (fresh context, so nothing is cached) until Vitrina is ready and the page has settled. */
export async function measurePageLoad(page: Page, url: string): Promise<LoadFigures> {
  let jsGzipBytes = 0;
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => void (jsGzipBytes += gzipSync(body, { level: 9 }).length), () => undefined));
  });
  await page.addInitScript(OBSERVE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { __bench: { ready: number } }).__bench.ready >= 0, undefined, { timeout: 30_000 });
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
  // Let idle and visible widgets mount before reading the shifts they might cause.
  await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => (window as unknown as { __bench: { longestTask: number; shift: number; ready: number } }).__bench);
  await Promise.all(bodies);
  return { jsGzipBytes, scriptMsUntilReady: scriptSeconds * 1000, readyMs: figures.ready, longestTaskMs: figures.longestTask, layoutShift: figures.shift };
}
