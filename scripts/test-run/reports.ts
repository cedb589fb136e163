/**
 * The counts of each test runner, from the JSON reports vitest and Playwright write: the plain
 * closing lines CI reads ("unit: N passed, N failed, N skipped").
 */
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

export interface Counts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

function read(path: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined; // a runner killed mid-write leaves half a report: counted as no report
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function oneVitestReport(path: string): Counts | undefined {
  const report = read(path);
  if (!isObject(report) || typeof report.numPassedTests !== 'number') return undefined;
  const { numPassedTests, numFailedTests, numPendingTests } = report as unknown as VitestReport;
  return { passed: numPassedTests, failed: numFailedTests, skipped: numPendingTests };
}

/** The sum of the reports (the unit suite runs in shards); undefined when any of them is missing. */
export function vitestCounts(...paths: readonly string[]): Counts | undefined {
  const each = paths.map(oneVitestReport);
  if (each.length === 0 || each.some((counts) => counts === undefined)) return undefined;
  return (each as Counts[]).reduce((sum, counts) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    skipped: sum.skipped + counts.skipped,
  }));
}

export function playwrightCounts(path: string): Counts | undefined {
  const report = read(path);
  if (!isObject(report) || !isObject(report.stats)) return undefined;
  const { expected, unexpected, flaky, skipped } = (report as unknown as PlaywrightReport).stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

export const countsLine = (name: string, counts: Counts): string =>
  `${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
