/**
 * The files the fast loop lints: those changed against main (committed on this branch, staged,
 * unstaged or new), that still exist and that eslint reads. Linting everything takes minutes here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const LINTED = /\.(?:ts|tsx|js|mjs|cjs)$/;

function git(args: readonly string[]): string[] {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

export function changedLintTargets(base = process.env.VITRINA_BASE_BRANCH ?? 'main'): string[] {
  const mergeBase = git(['merge-base', base, 'HEAD'])[0];
  const files = new Set([
    ...(mergeBase ? git(['diff', '--name-only', mergeBase]) : []),
    ...git(['diff', '--name-only', 'HEAD']),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]);
  return [...files].filter((file) => LINTED.test(file) && existsSync(file)).sort();
}
