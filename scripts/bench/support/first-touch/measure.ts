import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { CONSENT_COOKIE, settled } from '../context.ts';
import { answerDelay, inputToNextPaint } from './figures.ts';
import { perform, type Modality, type Touch } from './touch.ts';
import { completed, read, WATCH } from './watch.ts';

/** A widget's page and how to ready the shop for it; its touches by modality. */
export interface Widget {
  readonly path: string;
  /** A phone's width, for what the theme shows only there (the menu button). */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** A visitor who has not chosen in the cookie banner yet. */
  readonly firstVisit?: boolean;
  /** Done before each load, on a clean context (a product in the cart, a first visit's cookies). */
  readonly prepare?: (page: Page, baseUrl: string) => Promise<void>;
  readonly touches: Partial<Record<Modality, Touch>>;
}

interface Pass {
  readonly inp: number;
  readonly first: number;
  readonly complete: number;
  readonly kb: number;
}

/**
 * `BENCH_TRACE=1` prints, in ms after the input, what a first touch fetched (start → end), the long
 * animation frames with the scripts that ran in them, and the touch's event entries: enough to
 * read where a slow answer or a late paint went.
 */
async function trace(page: Page, watched: Awaited<ReturnType<typeof read>>): Promise<void> {
  const since = watched.inputAt;
  const { requests, frames } = await page.evaluate((from) => {
    type Frame = PerformanceEntry & {
      renderStart: number;
      scripts: { invoker: string; sourceURL: string; duration: number }[];
    };
    const file = (url: string) => url.split('/').pop() ?? url;
    return {
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from - 1)
        .map((entry) => ({
          name: file(entry.name),
          start: entry.startTime - from,
          end: (entry as PerformanceResourceTiming).responseEnd - from,
        })),
      frames: (performance.getEntriesByType('long-animation-frame') as Frame[])
        .filter((frame) => frame.startTime + frame.duration >= from)
        .map((frame) => ({
          start: frame.startTime - from,
          duration: frame.duration,
          render: frame.renderStart - from,
          scripts: frame.scripts.map(
            (script) => `${script.duration.toFixed(0)} ms ${script.invoker} (${file(script.sourceURL)})`,
          ),
        })),
    };
  }, since);
  const ms = (value: number) => value.toFixed(0).padStart(5);
  console.log(
    `  trace: first answer at ${ms(watched.firstAt - since)}, complete at ${ms(watched.completeAt - since)} ms`,
  );
  for (const request of requests) console.log(`  fetch ${ms(request.start)} → ${ms(request.end)}  ${request.name}`);
  for (const frame of frames)
    console.log(
      `  frame ${ms(frame.start)} +${frame.duration.toFixed(0)}, render ${ms(frame.render)}: ${frame.scripts.join(' | ')}`,
    );
  for (const entry of watched.entries.filter((item) => item.interactionId > 0))
    console.log(`  event ${ms(entry.startTime - since)} +${entry.duration} ms  ${entry.name} #${entry.interactionId}`);
}

/** One load, settled untouched, then the touch: its figures, or an error saying which answer never came. */
async function touchOnce(page: Page, baseUrl: string, widget: Widget, modality: Modality, touch: Touch): Promise<Pass> {
  await page.context().clearCookies();
  if (!widget.firstVisit) await page.context().addCookies([CONSENT_COOKIE]);
  if (widget.prepare) await widget.prepare(page, baseUrl);
  // A fresh document each time: the same address with a #hash would only scroll the page it is on.
  await page.goto('about:blank');
  await page.goto(baseUrl + widget.path, { waitUntil: 'load' });
  await settled(page);
  const scripts: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
  };
  page.on('response', onResponse);
  try {
    await perform(page, modality, touch);
    await page.waitForFunction(completed, undefined, { timeout: 30_000 });
  } catch (error) {
    // The first line says what timed out, the call log's last line what Playwright was waiting for.
    const lines = (error instanceof Error ? error.message : String(error))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    throw new Error(
      `${modality} on ${touch.target} (${widget.path}): ${[...new Set([lines[0], lines.at(-1)])].join(' … ')}`,
      { cause: error },
    );
  } finally {
    page.off('response', onResponse);
  }
  // Event Timing entries are queued after the paint that follows the handlers: let them come.
  await page.waitForTimeout(500);
  const watched = await page.evaluate(read);
  if (process.env.BENCH_TRACE === '1') await trace(page, watched);
  // What this touch left behind (a draft, a chosen swatch) would change what the next load finds.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  const first = watched.firstAt >= 0 ? watched.firstAt : watched.completeAt;
  return {
    inp: inputToNextPaint(watched.entries),
    first: Math.max(0, answerDelay(watched.inputAt, first, watched.requests)),
    complete: Math.max(0, answerDelay(watched.inputAt, watched.completeAt, watched.requests)),
    kb: bytes / 1024,
  };
}

/**
 * Cold (nothing cached), then cached: the same page again in the same context, its scripts from
 * the browser's HTTP cache (the bench's shop sends the hashed chunks for a year, as a shop's server
 * does; no page.route here, which would turn that cache off). Cookies and storage go between the two.
 */
export async function measureTouch(
  page: Page,
  baseUrl: string,
  widget: Widget,
  modality: Modality,
): Promise<Record<string, number>> {
  const touch = widget.touches[modality];
  if (!touch) throw new Error(`no ${modality} touch`);
  await page.addInitScript(WATCH);
  const cold = await touchOnce(page, baseUrl, widget, modality, touch);
  const cached = await touchOnce(page, baseUrl, widget, modality, touch);
  return {
    inpMs: cold.inp,
    firstAnswerMs: cold.first,
    completeAnswerMs: cold.complete,
    jsAfterTouchKb: cold.kb,
    cachedInpMs: cached.inp,
    cachedFirstAnswerMs: cached.first,
    cachedCompleteAnswerMs: cached.complete,
    cachedJsAfterTouchKb: cached.kb,
  };
}
