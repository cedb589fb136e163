/**
 * Prints one closing line per test runner in the plain form CI reads ("unit: N passed, N failed"),
 * from the JSON reports that vitest and Playwright wrote during `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport { numPassedTests: number; numFailedTests: number; numPendingTests: number }
interface PlaywrightReport { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }

function read<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

const unit = read<VitestReport>('reports/unit.json');
const e2e = read<PlaywrightReport>('reports/e2e.json');
let failed = 0;
if (unit) {
  console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed, ${unit.numPendingTests} skipped`);
  failed += unit.numFailedTests;
}
if (e2e) {
  const { expected, unexpected, flaky, skipped } = e2e.stats;
  console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
  failed += unexpected;
}
const total = (unit ? unit.numPassedTests : 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
console.log(`all: ${total} passed, ${failed} failed`);
if (!unit || !e2e) {
  console.error('test-summary: a runner wrote no report');
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
