/**
 * `npm run bench`: loads every fixture page in the system Chromium at 4× CPU slowdown, five times,
 * and prints medians of: JS gzip bytes before the load event and once every widget has mounted,
 * main-thread script time until `vitrina:ready`, time to ready, the longest task, the total blocking time, layout shift, and
 * when the React chunk arrived relative to the load event (it must come after, or not at all). Then it runs every scenario exported from
 * scripts/bench/*.ts (each returns named numbers) five times and prints their medians.
 * Figures are written to reports/bench.json; docs/bench.md keeps them with their dates and the README a short summary. Nothing here is asserted.
 */
import { readdirSync } from 'node:fs';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { startFixtureShop } from './bench/support/shop.ts';
import { measurePageLoad, type LoadFigures } from './bench/support/page-load.ts';
import { median } from './bench/support/median.ts';
import { benchPages, cartFor } from './bench/support/pages.ts';
import { BUDGETS, firstTouchOverBudget, overBudget } from './bench/support/budgets.ts';

/**
 * `BENCH_RUNS=3` for a quicker look; `BENCH_SCENARIOS=0` measures the page loads only, and
 * `BENCH_PAGES=` (comma-separated paths, none with an empty value) with `BENCH_SCENARIOS=<part of a name>` one scenario;
 * `npm run bench -- --check` exits 1 when a page breaks issue 25's budgets (scripts/bench/support/budgets.ts).
 * `BENCH_RTT_MS=150` adds that round-trip time to every request (DevTools' network emulation): on
 * loopback a request costs next to nothing, so what a chain of requests costs a phone shows only so.
 */
const CHECK = process.argv.includes('--check');
const RUNS = Number(process.env.BENCH_RUNS ?? 5) || 5;
const WITH_SCENARIOS = process.env.BENCH_SCENARIOS !== '0';
/** `BENCH_SCENARIOS=firstTouch` runs only the scenarios whose name holds it. */
const SCENARIO_FILTER = WITH_SCENARIOS && process.env.BENCH_SCENARIOS !== '1' ? (process.env.BENCH_SCENARIOS ?? '') : '';
export const CPU_SLOWDOWN = 4;
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 0) || 0;

type Scenario = (page: Page, baseUrl: string) => Promise<Record<string, number>>;

async function withPage<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ locale: 'ro-RO' });
  // A returning shopper who already chose in the cookie banner (the first visit adds the banner's React half).
  await context.addCookies([{ name: 'viewed_cookie_policy', value: 'no', domain: '127.0.0.1', path: '/' }]);
  // tsx keeps function names with a `__name` helper that functions sent to page.evaluate carry along.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (RTT_MS > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: -1, uploadThroughput: -1 });
  }
  try {
    return await work(page);
  } finally {
    await context.close();
  }
}

function medians(runs: Record<string, number>[]): Record<string, number> {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]).filter((value): value is number => value !== undefined))]));
}

async function scenarios(): Promise<[string, Scenario][]> {
  const files = readdirSync('scripts/bench').filter((name) => name.endsWith('.ts'));
  const found: [string, Scenario][] = [];
  for (const file of files) {
    const module = (await import(`./bench/${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function' && `${file}.${name}`.includes(SCENARIO_FILTER)) found.push([`${file.replace(/\.ts$/, '')}.${name}`, value as Scenario]);
    }
  }
  return found;
}

function reactArrival(afterLoadMs: number): string {
  if (afterLoadMs === Number.NEGATIVE_INFINITY) return 'not loaded';
  return afterLoadMs < 0 ? `BEFORE load (${afterLoadMs.toFixed(0)} ms)` : `+${afterLoadMs.toFixed(0)} ms after load`;
}

async function main() {
  const server = await startFixtureShop();
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const report: { cpuSlowdown: number; runs: number; pages: Record<string, Record<string, number>>; longestScripts: Record<string, string>; scenarios: Record<string, Record<string, number>> } = {
    cpuSlowdown: CPU_SLOWDOWN,
    runs: RUNS,
    pages: {},
    longestScripts: {},
    scenarios: {},
  };
  try {
    console.log(`page load at ${CPU_SLOWDOWN}× CPU slowdown${RTT_MS ? `, ${RTT_MS} ms round trip` : ""}, median of ${RUNS} runs`);
    console.log('page'.padEnd(40) + 'JS<load'.padEnd(10) + 'JS mounted'.padEnd(12) + 'vs legacy'.padEnd(11) + 'requests'.padEnd(10) + 'script→ready'.padEnd(14) + 'ready'.padEnd(10) + 'longest task'.padEnd(14) + 'TBT'.padEnd(8) + 'ours'.padEnd(8) + 'CLS (ours)'.padEnd(16) + 'React chunk');
    for (const path of process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? benchPages) {
      const runs: LoadFigures[] = [];
      const product = cartFor(path);
      for (let run = 0; run < RUNS; run++) {
        runs.push(
          await withPage(browser, async (page) => {
            if (product !== undefined) await page.request.post(`${baseUrl}/?wc-ajax=add_to_cart`, { form: { product_id: String(product), quantity: '1' } });
            return measurePageLoad(page, baseUrl + path);
          }),
        );
      }
      const figures = medians(runs.map(({ longestVitrinaScript: _source, ...numbers }) => numbers));
      report.pages[path] = figures;
      // Which script ran longest, in the run where Vitrina's longest script was longest.
      const worst = runs.reduce((a, b) => (b.longestVitrinaScriptMs > a.longestVitrinaScriptMs ? b : a));
      report.longestScripts[path] = worst.longestVitrinaScript;
      console.log(
        path.padEnd(40) +
          `${(figures.jsBeforeLoadBytes! / 1024).toFixed(1)} KB`.padEnd(10) +
          `${(figures.jsAfterMountBytes! / 1024).toFixed(1)} KB`.padEnd(12) +
          (BUDGETS[path] ? `${(figures.jsAfterMountBytes! / 1024 / BUDGETS[path]!.legacySettledKb).toFixed(2)}×` : '').padEnd(11) +
          `${figures.jsRequests}`.padEnd(10) +
          `${figures.scriptMsUntilReady!.toFixed(0)} ms`.padEnd(14) +
          `${figures.readyMs!.toFixed(0)} ms`.padEnd(10) +
          `${figures.longestTaskMs!.toFixed(0)} ms`.padEnd(14) +
          `${figures.totalBlockingMs!.toFixed(0)} ms`.padEnd(8) +
          `${figures.longestVitrinaScriptMs!.toFixed(0)} ms`.padEnd(8) +
          `${figures.layoutShift!.toFixed(3)} (${figures.layoutShiftOnceStarted!.toFixed(3)})`.padEnd(16) +
          reactArrival(figures.reactAfterLoadMs!),
      );
    }
    for (const [name, scenario] of WITH_SCENARIOS ? await scenarios() : []) {
      const runs: Record<string, number>[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await withPage(browser, (page) => scenario(page, baseUrl)));
      report.scenarios[name] = medians(runs);
      console.log(`\n${name}`);
      for (const [key, value] of Object.entries(report.scenarios[name]!)) console.log(`  ${key}: ${Number.isInteger(value) ? value : value.toFixed(2)}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const broken = [
    ...Object.entries(report.pages).flatMap(([path, figures]) => overBudget(path, figures, report.longestScripts[path])),
    ...Object.entries(report.scenarios).flatMap(([name, figures]) => firstTouchOverBudget(name, figures)),
  ];
  if (CHECK) {
    console.log(broken.length === 0 ? '\nbudgets: all kept' : `\nbudgets broken:\n  ${broken.join('\n  ')}`);
    process.exitCode = broken.length === 0 ? 0 : 1;
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', JSON.stringify(report, null, 2));
  console.log('\nwritten to reports/bench.json');
}

await main();
