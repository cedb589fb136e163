import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** Every page of the bench runs at this CPU slowdown (DevTools' emulation). */
export const CPU_SLOWDOWN = 4;
/** `BENCH_RTT_MS=100`: that round trip on every request (on loopback a request costs next to nothing). */
export const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 0) || 0;

/** A scenario that needs a context of its own kind (a touch screen, a phone's width) says so here. */
export type ContextOptions = Pick<BrowserContextOptions, 'hasTouch' | 'isMobile' | 'viewport'>;

/** A returning shopper who already chose in the cookie banner (the first visit adds the banner's React half). */
export const CONSENT_COOKIE = { name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' } as const;

/** A fresh context (nothing cached, no cookie but the consent one) at 4× CPU and the chosen round trip. */
export async function withPage<T>(
  browser: Browser,
  work: (page: Page) => Promise<T>,
  options: ContextOptions = {},
): Promise<T> {
  const context = await browser.newContext({ locale: 'ro-RO', ...options });
  await context.addCookies([CONSENT_COOKIE]);
  // tsx keeps function names with a `__name` helper that functions sent to page.evaluate carry along.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (RTT_MS > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  try {
    return await work(page);
  } finally {
    await context.close();
  }
}

/**
 * Vitrina ready, every host that mounts untouched mounted (the count of pending hosts has not
 * changed for one check: intent widgets stay pending by design until a sign of use), and nothing
 * busy: what a widget asks the shop at mount (the checkout's first order review refresh, which
 * redraws the payment box and its terms link) has been answered and drawn.
 */
export async function settled(page: Page, { scroll = false } = {}): Promise<void> {
  await page.waitForSelector('html[data-vitrina-ready]', { state: 'attached', timeout: 30_000 });
  if (scroll) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  let last = -1;
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(500);
    const pending = await page.locator('[data-vitrina-state="pending"]').count();
    if (pending === last) break;
    last = pending;
  }
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 10_000 })
    .catch(() => undefined);
}
