import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface LoadFigures {
  /** Gzip bytes of the scripts that arrived before the load event (the critical path). */
  readonly jsBeforeLoadBytes: number;
  /** Gzip bytes of every script once every widget the page holds has mounted (visible ones scrolled to). */
  readonly jsAfterMountBytes: number;
  readonly scriptMsUntilReady: number;
  readonly readyMs: number;
  readonly longestTaskMs: number;
  /** Total blocking time: the part over 50 ms of every long task, from navigation until settled (scrolled through). */
  readonly totalBlockingMs: number;
  /** The longest run of one of Vitrina's scripts inside a long animation frame (LoAF script attribution). */
  readonly longestVitrinaScriptMs: number;
  readonly layoutShift: number;
  /**
   * The part of `layoutShift` that came once Vitrina's entry had started running. The shifts before
   * it are the page's own (parsing, a half-parsed block): a module script runs only after the
   * document is parsed, so it cannot have caused them. The CLS budget is on this part.
   */
  readonly layoutShiftOnceStarted: number;
  /** Which script that was, and what ran it (`chunks/shared-….js (resolve-promise)`). */
  readonly longestVitrinaScript: string;
  /** Scripts fetched once settled (our entry and chunks; the fixture page prints no other script). */
  readonly jsRequests: number;
  /** When the React chunk arrived, in ms after the load event (negative = before load); -Infinity = not loaded. */
  readonly reactAfterLoadMs: number;
}

/** Collected in the page from the first byte: long tasks, layout shifts and the moment of vitrina:ready. */
const OBSERVE = () => {
  const figures = {
    longestTask: 0,
    blocking: 0,
    shift: 0,
    shiftOnceStarted: 0,
    ready: -1,
    vitrinaScript: 0,
    vitrinaSource: '',
  };
  const shifts: { at: number; value: number }[] = [];
  (window as unknown as { __bench: typeof figures }).__bench = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      figures.longestTask = Math.max(figures.longestTask, entry.duration);
      figures.blocking += Math.max(0, entry.duration - 50);
    }
  }).observe({ type: 'longtask', buffered: true });
  // A long task says how long, not whose: the long-animation-frame entries name each script that ran
  // in the frame (module evaluation, a listener, a promise callback) with its own duration.
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as (PerformanceEntry & {
      scripts: { sourceURL: string; duration: number; invoker: string }[];
    })[]) {
      for (const script of frame.scripts) {
        if (!script.sourceURL.includes('/vitrina/') || script.duration <= figures.vitrinaScript) continue;
        figures.vitrinaScript = script.duration;
        figures.vitrinaSource = `${script.sourceURL.split('/vitrina/')[1]} (${script.invoker})`;
      }
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      figures.shift += entry.value;
      shifts.push({ at: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener(
    'vitrina:ready',
    (event) => {
      figures.ready = performance.now();
      const { startedAt } = (event as CustomEvent<{ startedAt: number }>).detail;
      // Shifts are read again once settled (below); the split point is kept for then.
      (figures as { startedAt?: number }).startedAt = startedAt;
    },
    { once: true },
  );
  (window as unknown as { __benchShiftsSince: (at: number) => number }).__benchShiftsSince = (at) =>
    shifts.filter((shift) => shift.at >= at).reduce((sum, shift) => sum + shift.value, 0);
};

interface ScriptTiming {
  readonly url: string;
  readonly responseEnd: number;
}

/** Scroll to the end so `visible` widgets mount, then wait until no host stays pending for a second. */
async function mountEverything(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  let last = -1;
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(500);
    const pending = await page.locator('[data-vitrina-state="pending"]').count();
    if (pending === last) return; // interaction-triggered widgets stay pending until used
    last = pending;
  }
}

/** One cold load of a page (fresh context, so nothing is cached) until Vitrina is ready and the page has settled. */
export async function measurePageLoad(page: Page, url: string): Promise<LoadFigures> {
  const gzipByUrl = new Map<string, number>();
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => void gzipByUrl.set(response.url(), gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  await page.addInitScript(OBSERVE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => (window as unknown as { __bench: { ready: number } }).__bench.ready >= 0,
    undefined,
    { timeout: 30_000 },
  );
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
  // Let idle widgets mount before reading the shifts they might cause; scrolling comes after.
  await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => {
    const bench = (
      window as unknown as { __bench: { longestTask: number; shift: number; ready: number; startedAt?: number } }
    ).__bench;
    const since = (window as unknown as { __benchShiftsSince: (at: number) => number }).__benchShiftsSince;
    return { ...bench, shiftOnceStarted: since(bench.startedAt ?? 0) };
  });
  await mountEverything(page);
  // Scripts are read after scrolling too: the `visible` widgets' mounts count against the task budget.
  const ours = await page.evaluate(
    () =>
      (window as unknown as { __bench: { vitrinaScript: number; vitrinaSource: string; blocking: number } }).__bench,
  );
  const { loadAt, scripts } = await page.evaluate(() => ({
    loadAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, responseEnd: (entry as PerformanceResourceTiming).responseEnd })),
  }));
  await Promise.all(bodies);
  // BENCH_LIST_SCRIPTS=1 names what a page fetched, to tell which widget a settled figure grew by.
  if (process.env.BENCH_LIST_SCRIPTS === '1') {
    for (const [script, bytes] of gzipByUrl)
      console.log(`  ${String(bytes).padStart(6)} B  ${new URL(script).pathname}`);
  }
  const sizeOf = (timing: ScriptTiming) => gzipByUrl.get(timing.url) ?? 0;
  const known = (scripts as ScriptTiming[]).filter((timing) => gzipByUrl.has(timing.url));
  const react = known.find((timing) => /\/chunks\/react-[^/]+\.js$/.test(timing.url));
  return {
    jsBeforeLoadBytes: known
      .filter((timing) => timing.responseEnd <= loadAt)
      .reduce((sum, timing) => sum + sizeOf(timing), 0),
    jsAfterMountBytes: [...gzipByUrl.values()].reduce((sum, bytes) => sum + bytes, 0),
    jsRequests: gzipByUrl.size,
    scriptMsUntilReady: scriptSeconds * 1000,
    readyMs: figures.ready,
    longestTaskMs: figures.longestTask,
    totalBlockingMs: ours.blocking,
    longestVitrinaScriptMs: ours.vitrinaScript,
    longestVitrinaScript: ours.vitrinaSource,
    layoutShift: figures.shift,
    layoutShiftOnceStarted: figures.shiftOnceStarted,
    reactAfterLoadMs: react ? react.responseEnd - loadAt : Number.NEGATIVE_INFINITY,
  };
}
