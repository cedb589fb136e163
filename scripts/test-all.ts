/**
 * `npm test` (every check) and `npm run test:quick` (the inner loop, `--quick`: what changed against main). Every stage runs even
 * when an earlier one fails. In `npm test` the unit suite's two shards, lint, types, the build, the size
 * report and the WordPress tests share the two cores (vitest gives a 2-core machine one worker, so one
 * unshared unit run was a single-core chain every other stage waited on), then end to end runs alone (its
 * two workers take both cores). `VITRINA_TEST_E2E_BESIDE=1` starts end to end right after the build with
 * the other stages one at a time beside it; measured, it made end to end slower and flakier here
 * (docs/testing-speed.md), so it is not the default. Each stage writes reports/logs/<stage>.log; a failed
 * stage's log is printed at the end, then one summary with each stage's result and time. Exit code 1
 * when any stage did not pass.
 */
import { readFileSync, rmSync } from 'node:fs';
import { changedLintTargets } from './test-run/changed.ts';
import { runStages, type Stage } from './test-run/scheduler.ts';
import { printSummary } from './test-run/summary.ts';
import { UNIT_SHARDS } from './test-run/unit-shards.ts';

const quick = process.argv.includes('--quick');
/** Two by default: the machine has 2 cores; VITRINA_TEST_JOBS=1 runs the stages one by one. */
const slots = Math.max(1, Number(process.env.VITRINA_TEST_JOBS ?? 2) || 2);
/** VITRINA_TEST_E2E_BESIDE=1: the other stages beside end to end instead of before and after it. */
const e2eAlone = process.env.VITRINA_TEST_E2E_BESIDE !== '1';
/** The handful of end-to-end specs of the fast loop: a page of each kind, the runtime's isolation, the cart, replay. */
const SMOKE = ['e2e/pages.spec.ts', 'e2e/isolation.spec.ts', 'e2e/cart/cart.spec.ts', 'e2e/replay/replay.spec.ts'];

const unit = 'npx vitest run --reporter=default --reporter=json';

const e2eStage: Stage = { name: 'e2e', command: 'npx playwright test', needs: ['build'], alone: e2eAlone };

/** Listed first, the longest stages start first, one core each; the short ones fill in beside them. */
const unitShardStages: Stage[] = UNIT_SHARDS.map((each) => ({
  name: each.stage,
  command: `${unit} --shard=${each.shard} --outputFile.json=${each.report}`,
}));

function fullStages(): Stage[] {
  return [
    ...unitShardStages,
    { name: 'build', command: 'npm run build' },
    { name: 'typecheck', command: 'npx tsc --noEmit' },
    ...(e2eAlone ? [] : [e2eStage]),
    { name: 'lint', command: 'npx eslint . && npx knip && npx prettier --check .' },
    { name: 'size', command: 'npx tsx scripts/size.ts', needs: ['build'] },
    // One worker and a PHP server: it shares the cores with lint and the unit shards, never with end to end.
    {
      name: 'wordpress',
      command: 'npx playwright test --config wordpress/tests/playwright.config.ts',
      needs: ['build'],
    },
    ...(e2eAlone ? [e2eStage] : []),
  ];
}

const files = (paths: readonly string[]) => paths.map((file) => JSON.stringify(file)).join(' ');

function quickStages(): Stage[] {
  const targets = changedLintTargets();
  return [
    { name: 'build', command: 'npm run build' },
    { name: 'typecheck', command: 'npx tsc --noEmit' },
    {
      name: 'lint',
      command:
        targets.length > 0
          ? `npx eslint ${files(targets)} && npx knip && npx prettier --check --ignore-unknown ${files(targets)}`
          : 'echo "lint: no changed source files" && npx knip',
    },
    // The unit tests of what changed against main (vitest follows the imports); the whole suite is npm test's.
    {
      name: 'unit',
      command: `${unit} --outputFile.json=reports/unit.json --passWithNoTests --changed ${process.env.VITRINA_BASE_BRANCH ?? 'main'}`,
    },
    { name: 'smoke', command: `npx playwright test ${SMOKE.join(' ')}`, needs: ['build'], alone: true },
  ];
}

// A report left from an earlier run must not be counted as this run's.
for (const report of [
  'reports/unit.json',
  ...UNIT_SHARDS.map((shard) => shard.report),
  'reports/e2e.json',
  'reports/wordpress.json',
])
  rmSync(report, { force: true });
const started = Date.now();
const results = await runStages(quick ? quickStages() : fullStages(), slots, 'reports/logs');
for (const result of results.filter((each) => each.outcome === 'failed')) {
  console.log(`\n── ${result.name} failed: ${result.log} ──`);
  console.log(readFileSync(result.log, 'utf8').trimEnd());
}
process.exit(printSummary(results, (Date.now() - started) / 1000) ? 0 : 1);
