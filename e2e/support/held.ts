import { setTimeout as sleep } from 'node:timers/promises';
import type { Page, Request } from '@playwright/test';

/**
 * A `timeout` fault holds the answer open, and the page gives up when the product's own timer says
 * so: 10 to 30 s of real waiting a test (docs/testing-speed.md). The page clock stands in for that
 * wait. It is installed when the fault is armed (time goes on flowing as usual); when a request the
 * page sends is one the fixture holds open (`GET /__fixture/held`), the clock is moved on in short
 * steps until the request ends, so the product's time-out fires now instead of in 10–30 s. Nothing
 * is moved for a request that was answered, and never past the longest time-out the product has:
 * a product that never gave up would still fail the test.
 */
const LONGEST_TIMEOUT_MS = 30_000; // src/api/http.ts DEFAULT_TIMEOUT_MS
const STEP_MS = 500;
/** How long a request may take to reach the fixture and be held before it is taken as answered. */
const ARRIVAL_MS = 10_000;

interface Watch {
  /** Requests sent and not yet answered or failed. */
  readonly open: Set<Request>;
  /** The ones the fixture holds. */
  readonly held: Set<Request>;
  /** The fixture's numbers of the held requests already matched to one of the page's. */
  readonly claimed: Set<number>;
}

const watches = new WeakMap<Page, Watch>();

export async function outwaitHeldRequests(page: Page): Promise<void> {
  if (watches.has(page)) return;
  const watch: Watch = { open: new Set(), held: new Set(), claimed: new Set() };
  watches.set(page, watch);
  await page.clock.install();
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    watch.open.add(request);
    const end = () => {
      watch.open.delete(request);
      watch.held.delete(request);
    };
    request.response().then(end, end);
    // A page closed mid-jump ends the test's interest in it.
    outwait(page, watch, request).catch(() => undefined);
  });
}

async function outwait(page: Page, watch: Watch, request: Request): Promise<void> {
  const { pathname, search } = new URL(request.url());
  const claimed = await isHeld(page, watch, `${pathname}${search}`, () => !watch.open.has(request));
  if (claimed === undefined) return;
  watch.held.add(request);
  for (let moved = 0; watch.open.has(request) && moved <= LONGEST_TIMEOUT_MS && !page.isClosed();) {
    // Moving time while an answered request is still on its way could time that one out too.
    if ([...watch.open].some((other) => !watch.held.has(other))) {
      await sleep(50);
      continue;
    }
    await page.clock.fastForward(STEP_MS);
    moved += STEP_MS;
  }
  // A held request never gets an answer. One that did (the upload's redirect check, answered just as
  // the upload itself was held to the same URL) took the upload's entry: give it back to its owner.
  if ((await request.response().catch(() => null)) !== null) watch.claimed.delete(claimed);
}

/** The fixture's number of the held request taken for this one, or undefined when none came. */
async function isHeld(page: Page, watch: Watch, target: string, ended: () => boolean): Promise<number | undefined> {
  for (const start = Date.now(); !ended() && !page.isClosed() && Date.now() - start < ARRIVAL_MS; await sleep(100)) {
    const held = (await (await page.request.get('/__fixture/held')).json()) as { id: number; target: string }[];
    // One the page gave up on may still be listed for a moment: a retry to the same target is not it.
    const mine = held.find((entry) => entry.target === target && !watch.claimed.has(entry.id));
    if (mine) {
      watch.claimed.add(mine.id);
      return mine.id;
    }
  }
  return undefined;
}
