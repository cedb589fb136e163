/**
 * `npm run bench`: loads every fixture page in the system Chromium at 4× CPU slowdown, five times,
 * and prints medians of: JS gzip bytes before the load event and once every widget has mounted,
 * main-thread script time until `vitrina:ready`, time to ready, the longest task, the total blocking time, layout shift, and
 * when the React chunk arrived relative to the load event (it must come after, or not at all). Then it runs every scenario exported from
 * scripts/bench/*.ts (each returns named numbers) five times, prints their medians and the first-touch table.
 * Figures are written to reports/bench.json; docs/bench.md keeps them with their dates. `--check` prints every
 * budget's judgement (scripts/bench/support/budgets.ts) and exits 1 when one fails or a scenario did not run to the end.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { startFixtureShop } from './bench/support/shop.ts';
import { measurePageLoad, type LoadFigures } from './bench/support/page-load.ts';
import { median } from './bench/support/median.ts';
import { benchPages, cartFor } from './bench/support/pages.ts';
import { BUDGETS, judgeFailure, judgeFirstTouch, judgePage, type Judgement } from './bench/support/budgets.ts';
import { CPU_SLOWDOWN, RTT_MS, withPage, type ContextOptions } from './bench/support/context.ts';
import { firstTouchTable, PREFIX } from './bench/support/first-touch/table.ts';

/**
 * `BENCH_RUNS=3` for a quicker look; `BENCH_SCENARIOS=0` measures the page loads only, and
 * `BENCH_PAGES=` (comma-separated paths, none with an empty value) with `BENCH_SCENARIOS=<part of a name>` one scenario;
 * `BENCH_RTT_MS=100` adds that round-trip time to every request (DevTools' network emulation).
 */
const CHECK = process.argv.includes('--check');
const RUNS = Number(process.env.BENCH_RUNS ?? 5) || 5;
const WITH_SCENARIOS = process.env.BENCH_SCENARIOS !== '0';
/** `BENCH_SCENARIOS=first-touch.mini-cart` runs only the scenarios whose name holds it. */
const SCENARIO_FILTER =
  WITH_SCENARIOS && process.env.BENCH_SCENARIOS !== '1' ? (process.env.BENCH_SCENARIOS ?? '') : '';

type Scenario = ((page: Page, baseUrl: string) => Promise<Record<string, number>>) & {
  contextOptions?: ContextOptions;
};

function medians(runs: Record<string, number>[]): Record<string, number> {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      median(runs.map((run) => run[key]).filter((value): value is number => value !== undefined)),
    ]),
  );
}

/** Each exported function is a scenario (`file.name`); an exported record of them gives `file.key` each. */
async function scenarios(): Promise<[string, Scenario][]> {
  const found: [string, Scenario][] = [];
  for (const file of readdirSync('scripts/bench').filter((name) => name.endsWith('.ts'))) {
    const stem = file.replace(/\.ts$/, '');
    const module = (await import(`./bench/${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const entries =
        typeof value === 'function'
          ? [[`${stem}.${name}`, value]]
          : Object.entries((value ?? {}) as Record<string, unknown>).map(([key, entry]) => [`${stem}.${key}`, entry]);
      for (const [full, entry] of entries)
        if (typeof entry === 'function' && (full as string).includes(SCENARIO_FILTER))
          found.push([full as string, entry as Scenario]);
    }
  }
  return found;
}

function reactArrival(afterLoadMs: number): string {
  if (afterLoadMs === Number.NEGATIVE_INFINITY) return 'not loaded';
  return afterLoadMs < 0 ? `BEFORE load (${afterLoadMs.toFixed(0)} ms)` : `+${afterLoadMs.toFixed(0)} ms after load`;
}

const kb = (bytes: number | undefined) => `${((bytes ?? Number.NaN) / 1024).toFixed(1)} KB`;
const ms = (value: number | undefined) => `${(value ?? Number.NaN).toFixed(0)} ms`;

async function main() {
  const server = await startFixtureShop();
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const report = {
    cpuSlowdown: CPU_SLOWDOWN,
    rttMs: RTT_MS,
    runs: RUNS,
    pages: {} as Record<string, Record<string, number>>,
    longestScripts: {} as Record<string, string>,
    scenarios: {} as Record<string, Record<string, number>>,
    failed: {} as Record<string, string>,
  };
  try {
    console.log(
      `page load at ${CPU_SLOWDOWN}× CPU slowdown${RTT_MS ? `, ${RTT_MS} ms round trip` : ''}, median of ${RUNS} runs`,
    );
    console.log(
      'page'.padEnd(40) +
        'JS<load'.padEnd(10) +
        'JS mounted'.padEnd(12) +
        'vs legacy'.padEnd(11) +
        'requests'.padEnd(10) +
        'script→ready'.padEnd(14) +
        'ready'.padEnd(10) +
        'longest task'.padEnd(14) +
        'TBT'.padEnd(8) +
        'ours'.padEnd(8) +
        'CLS (ours)'.padEnd(16) +
        'React chunk',
    );
    for (const path of process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? benchPages) {
      const runs: LoadFigures[] = [];
      const product = cartFor(path);
      for (let run = 0; run < RUNS; run++) {
        runs.push(
          await withPage(browser, async (page) => {
            if (product !== undefined)
              await page.request.post(`${baseUrl}/?wc-ajax=add_to_cart`, {
                form: { product_id: String(product), quantity: '1' },
              });
            return measurePageLoad(page, baseUrl + path);
          }),
        );
      }
      const f = medians(runs.map(({ longestVitrinaScript: _source, ...numbers }) => numbers));
      report.pages[path] = f;
      // Which script ran longest, in the run where Vitrina's longest script was longest.
      report.longestScripts[path] = runs.reduce((a, b) =>
        b.longestVitrinaScriptMs > a.longestVitrinaScriptMs ? b : a,
      ).longestVitrinaScript;
      const legacy = BUDGETS[path]
        ? `${((f.jsAfterMountBytes ?? 0) / 1024 / BUDGETS[path]!.legacySettledKb).toFixed(2)}×`
        : '';
      console.log(
        path.padEnd(40) +
          kb(f.jsBeforeLoadBytes).padEnd(10) +
          kb(f.jsAfterMountBytes).padEnd(12) +
          legacy.padEnd(11) +
          `${f.jsRequests}`.padEnd(10) +
          ms(f.scriptMsUntilReady).padEnd(14) +
          ms(f.readyMs).padEnd(10) +
          ms(f.longestTaskMs).padEnd(14) +
          ms(f.totalBlockingMs).padEnd(8) +
          ms(f.longestVitrinaScriptMs).padEnd(8) +
          `${f.layoutShift!.toFixed(3)} (${f.layoutShiftOnceStarted!.toFixed(3)})`.padEnd(16) +
          reactArrival(f.reactAfterLoadMs!),
      );
    }
    for (const [name, scenario] of WITH_SCENARIOS ? await scenarios() : []) {
      const runs: Record<string, number>[] = [];
      try {
        for (let run = 0; run < RUNS; run++)
          runs.push(await withPage(browser, (page) => scenario(page, baseUrl), scenario.contextOptions));
      } catch (error) {
        report.failed[name] = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        console.log(`\n${name}\n  FAILED: ${report.failed[name]}`);
        continue;
      }
      report.scenarios[name] = medians(runs);
      if (name.startsWith(PREFIX)) continue; // printed in the table below
      console.log(`\n${name}`);
      for (const [key, value] of Object.entries(report.scenarios[name]!))
        console.log(`  ${key}: ${Number.isInteger(value) ? value : value.toFixed(2)}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const table = firstTouchTable(report.scenarios);
  if (table.length > 0)
    console.log(`\nfirst touch (ms; INP = input to next paint; shop's answer time left out)\n${table.join('\n')}`);
  const judgements: Judgement[] = [
    ...Object.entries(report.pages).flatMap(([path, figures]) => judgePage(path, figures, report.longestScripts[path])),
    ...Object.entries(report.scenarios).flatMap(([name, figures]) =>
      name.startsWith(PREFIX) ? judgeFirstTouch(name, figures) : [],
    ),
    ...Object.entries(report.failed).map(([name, message]) => judgeFailure(name, message)),
  ];
  if (CHECK) {
    console.log('\nbudgets');
    for (const { ok, text } of judgements) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`);
    const failed = judgements.filter((judgement) => !judgement.ok).length;
    console.log(failed === 0 ? 'budgets: all kept' : `budgets: ${failed} of ${judgements.length} broken`);
    process.exitCode = failed === 0 ? 0 : 1;
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', JSON.stringify(report, null, 2));
  console.log('\nwritten to reports/bench.json');
}

await main();
