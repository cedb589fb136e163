// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runStages, type Stage } from '../../scripts/test-run/scheduler.ts';

/** Issue 36 item 1: every stage runs even when one fails; a stage whose need failed is skipped, and said so. */
const dir = mkdtempSync(join(tmpdir(), 'vitrina-stages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stage that writes `start <name>` to a shared journal, waits `holdMs`, writes `end <name>` and exits with `code`. */
const journal = join(dir, 'journal.txt');
const stage = (name: string, code: number, extra: Partial<Stage> = {}, holdMs = 0): Stage => {
  const file = JSON.stringify(journal).replace(/"/g, "'");
  return {
    name,
    command: `node -e "const fs=require('fs');fs.appendFileSync(${file},'start ${name}\\n');setTimeout(()=>{fs.appendFileSync(${file},'end ${name}\\n');process.exit(${code})},${holdMs})"`,
    ...extra,
  };
};

describe('runStages', () => {
  it('runs every stage after a failure, skips the ones that need it, and reports each', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const results = await runStages(
      [
        stage('lint', 1),
        stage('build', 1),
        stage('unit', 0),
        stage('e2e', 0, { needs: ['build'], alone: true }),
        stage('size', 0, { needs: ['unit'] }),
      ],
      2,
      join(dir, 'logs'),
    );
    expect(results.map(({ name, outcome }) => [name, outcome])).toEqual([
      ['lint', 'failed'],
      ['build', 'failed'],
      ['unit', 'passed'],
      ['e2e', 'skipped'],
      ['size', 'passed'],
    ]);
    expect(results.find((result) => result.name === 'e2e')?.note).toBe('build did not pass');
    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    expect(lines.indexOf('start size')).toBeGreaterThan(lines.indexOf('end unit'));
    expect(lines).not.toContain('start e2e');
  });

  it('runs an alone stage with nothing beside it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    rmSync(journal, { force: true });
    // `a` holds its slot while `b` ends at once: a stage that is not alone would start in b's slot, beside `a`.
    await runStages(
      [stage('a', 0, {}, 5000), stage('b', 0), stage('e2e', 0, { alone: true }, 500), stage('c', 0), stage('d', 0)],
      2,
      join(dir, 'logs'),
    );
    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    const start = lines.indexOf('start e2e');
    expect(lines.slice(start, start + 2)).toEqual(['start e2e', 'end e2e']);
    expect(lines.indexOf('end a')).toBeLessThan(start);
    expect(lines.indexOf('end b')).toBeLessThan(start);
  });
});
