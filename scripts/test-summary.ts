/**
 * `npm run test:summary`: one closing line per test runner ("unit: N passed, N failed, N skipped"),
 * from the JSON reports of the last run. `npm test` (scripts/test-all.ts) prints these itself.
 */
import { existsSync } from 'node:fs';
import { countsLine, playwrightCounts, vitestCounts } from './test-run/reports.ts';
import { UNIT_SHARDS } from './test-run/unit-shards.ts';

/** npm test's shards, or test:quick's single report when the shards were not run. */
const unitReports = UNIT_SHARDS.every((shard) => existsSync(shard.report))
  ? UNIT_SHARDS.map((shard) => shard.report)
  : ['reports/unit.json'];

const runners = [
  ['unit', vitestCounts(...unitReports)],
  ['e2e', playwrightCounts('reports/e2e.json')],
  ['wordpress', playwrightCounts('reports/wordpress.json')],
] as const;
let failed = 0;
let passed = 0;
for (const [name, counts] of runners) {
  if (!counts) {
    console.log(`${name}: no report`);
    continue;
  }
  console.log(countsLine(name, counts));
  failed += counts.failed;
  passed += counts.passed;
}
console.log(`all: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || runners.some(([, counts]) => !counts) ? 1 : 0);
