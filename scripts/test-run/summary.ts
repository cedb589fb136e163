/** The one summary at the end of a run: each stage's result and time, then each runner's counts. */
import { countsLine, playwrightCounts, vitestCounts, type Counts } from './reports.ts';
import type { StageResult } from './scheduler.ts';
import { UNIT_SHARDS } from './unit-shards.ts';

interface RunnerPart {
  readonly stage: string;
  readonly report: string;
}
interface Runner {
  readonly label: string;
  readonly parts: readonly RunnerPart[];
  readonly read: (paths: string[]) => Counts | undefined;
}

/** npm test runs the unit suite in two shards (one stage each); test:quick runs it as one. */
const RUNNERS: readonly Runner[] = [
  {
    label: 'unit',
    parts: [
      { stage: 'unit', report: 'reports/unit.json' },
      ...UNIT_SHARDS.map((shard) => ({ stage: shard.stage, report: shard.report })),
    ],
    read: (paths) => vitestCounts(...paths),
  },
  { label: 'e2e', parts: [{ stage: 'e2e', report: 'reports/e2e.json' }], read: ([path]) => playwrightCounts(path!) },
  {
    label: 'e2e (smoke)',
    parts: [{ stage: 'smoke', report: 'reports/e2e.json' }],
    read: ([path]) => playwrightCounts(path!),
  },
  {
    label: 'wordpress',
    parts: [{ stage: 'wordpress', report: 'reports/wordpress.json' }],
    read: ([path]) => playwrightCounts(path!),
  },
];

const clock = (seconds: number): string =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
    : `${seconds.toFixed(0)} s`;

/** Prints the summary; true when every stage passed. */
export function printSummary(results: readonly StageResult[], wallSeconds: number): boolean {
  const width = Math.max(...results.map((result) => result.name.length));
  console.log('\n── summary ──────────────────────────────');
  for (const result of results) {
    const mark = result.outcome === 'passed' ? '✔' : result.outcome === 'failed' ? '✘' : '-';
    const detail =
      result.outcome === 'skipped'
        ? `(${result.note ?? 'not run'})`
        : `${clock(result.seconds).padStart(10)}${result.outcome === 'failed' ? `  log: ${result.log}` : ''}`;
    console.log(`${mark} ${result.name.padEnd(width)}  ${result.outcome.padEnd(7)} ${detail}`);
  }
  let failedTests = 0;
  let passedTests = 0;
  for (const runner of RUNNERS) {
    const ran = runner.parts.filter((part) =>
      results.some((result) => result.name === part.stage && result.outcome !== 'skipped'),
    );
    if (ran.length === 0) continue;
    const counts = runner.read(ran.map((part) => part.report));
    if (!counts) {
      console.log(`${runner.label}: no report written (see its log)`);
      continue;
    }
    console.log(countsLine(runner.label, counts));
    failedTests += counts.failed;
    passedTests += counts.passed;
  }
  const ok = results.every((result) => result.outcome === 'passed');
  console.log(
    `all: ${passedTests} passed, ${failedTests} failed; ${results.filter((result) => result.outcome === 'passed').length}/${results.length} stages passed in ${clock(wallSeconds)}`,
  );
  return ok;
}
