/**
 * Runs the test stages as a small dependency graph: a stage starts once every stage it needs has
 * passed, at most `slots` run at once, and an `alone` stage (end to end: it takes both cores with its
 * own workers) runs with nothing beside it, so its timings and races are the ones CI sees. A failed
 * stage never stops the others; a stage whose need failed is skipped and said so.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Stage {
  readonly name: string;
  readonly command: string;
  readonly needs?: readonly string[];
  /** Run with no other stage beside it. */
  readonly alone?: boolean;
}

type Outcome = 'passed' | 'failed' | 'skipped';

export interface StageResult {
  readonly name: string;
  readonly outcome: Outcome;
  readonly seconds: number;
  readonly log: string;
  readonly note?: string;
}

function runOne(stage: Stage, logDir: string): Promise<StageResult> {
  const log = join(logDir, `${stage.name}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  console.log(`▶ ${stage.name}: ${stage.command}`);
  return new Promise((resolve) => {
    // A process group of its own, so an interrupted run can end the stage's children too.
    const child = spawn(stage.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('close', (code, signal) => {
      out.end();
      const seconds = (Date.now() - started) / 1000;
      const outcome: Outcome = code === 0 ? 'passed' : 'failed';
      console.log(
        `${outcome === 'passed' ? '✔' : '✘'} ${stage.name} ${outcome} in ${seconds.toFixed(0)} s${signal ? ` (${signal})` : ''} — ${log}`,
      );
      resolve({ name: stage.name, outcome, seconds, log });
    });
  });
}

export async function runStages(stages: readonly Stage[], slots: number, logDir: string): Promise<StageResult[]> {
  mkdirSync(logDir, { recursive: true });
  const results = new Map<string, StageResult>();
  const running = new Map<string, { stage: Stage; done: Promise<void> }>();
  const waiting = [...stages];
  const blockedBy = (stage: Stage): string | undefined =>
    stage.needs?.find((need) => results.has(need) && results.get(need)!.outcome !== 'passed');
  const ready = (stage: Stage): boolean => (stage.needs ?? []).every((need) => results.get(need)?.outcome === 'passed');

  while (waiting.length > 0 || running.size > 0) {
    for (const stage of [...waiting]) {
      const blocker = blockedBy(stage);
      if (blocker === undefined) continue;
      waiting.splice(waiting.indexOf(stage), 1);
      console.log(`- ${stage.name} skipped: ${blocker} did not pass`);
      results.set(stage.name, {
        name: stage.name,
        outcome: 'skipped',
        seconds: 0,
        log: '',
        note: `${blocker} did not pass`,
      });
    }
    const aloneRunning = [...running.values()].some(({ stage }) => stage.alone);
    for (const stage of [...waiting]) {
      if (aloneRunning || running.size >= slots || !ready(stage)) continue;
      if (stage.alone && running.size > 0) break; // waits for the others to finish, and holds back the ones after it
      waiting.splice(waiting.indexOf(stage), 1);
      const done = runOne(stage, logDir).then((result) => {
        results.set(stage.name, result);
        running.delete(stage.name);
      });
      running.set(stage.name, { stage, done });
      if (stage.alone) break;
    }
    if (
      running.size === 0 &&
      waiting.length > 0 &&
      waiting.every((stage) => !ready(stage) && blockedBy(stage) === undefined)
    ) {
      throw new Error(
        `test stages wait on stages that are not listed: ${waiting.map((stage) => stage.name).join(', ')}`,
      );
    }
    if (running.size > 0) await Promise.race([...running.values()].map(({ done }) => done));
  }
  return stages.map((stage) => results.get(stage.name)!);
}
