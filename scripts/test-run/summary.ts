/** The one summary at the end of a run: each stage's result and time, then each runner's counts. */
import { countsLine, playwrightCounts, vitestCounts, type Counts } from './reports.ts';
import type { StageResult } from './scheduler.ts';

const RUNNER_REPORTS: readonly { stage: string; label: string; read: () => Counts | undefined }[] = [
  { stage: 'unit', label: 'unit', read: () => vitestCounts('reports/unit.json') },
  { stage: 'e2e', label: 'e2e', read: () => playwrightCounts('reports/e2e.json') },
  { stage: 'smoke', label: 'e2e (smoke)', read: () => playwrightCounts('reports/e2e.json') },
  { stage: 'wordpress', label: 'wordpress', read: () => playwrightCounts('reports/wordpress.json') },
];

const clock = (seconds: number): string => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s` : `${seconds.toFixed(0)} s`);

/** Prints the summary; true when every stage passed. */
export function printSummary(results: readonly StageResult[], wallSeconds: number): boolean {
  const width = Math.max(...results.map((result) => result.name.length));
  console.log('\n── summary ──────────────────────────────');
  for (const result of results) {
    const mark = result.outcome === 'passed' ? '✔' : result.outcome === 'failed' ? '✘' : '-';
    const detail = result.outcome === 'skipped' ? `(${result.note ?? 'not run'})` : `${clock(result.seconds).padStart(10)}${result.outcome === 'failed' ? `  log: ${result.log}` : ''}`;
    console.log(`${mark} ${result.name.padEnd(width)}  ${result.outcome.padEnd(7)} ${detail}`);
  }
  let failedTests = 0;
  let passedTests = 0;
  for (const runner of RUNNER_REPORTS) {
    const ran = results.find((result) => result.name === runner.stage);
    if (!ran || ran.outcome === 'skipped') continue;
    const counts = runner.read();
    if (!counts) {
      console.log(`${runner.label}: no report written (see its log)`);
      continue;
    }
    console.log(countsLine(runner.label, counts));
    failedTests += counts.failed;
    passedTests += counts.passed;
  }
  const ok = results.every((result) => result.outcome === 'passed');
  console.log(`all: ${passedTests} passed, ${failedTests} failed; ${results.filter((result) => result.outcome === 'passed').length}/${results.length} stages passed in ${clock(wallSeconds)}`);
  return ok;
}
