import { describe, expect, it } from 'vitest';
import { registry } from '../src/registry.ts';

// Every widget folder has an index.ts (its mount); Vite lists them at build time.
const folders = Object.keys(import.meta.glob('../src/widgets/*/index.ts')).map((path) => path.split('/')[3]!);

describe('the registry is the one list of widgets', () => {
  it('has a row for every folder in src/widgets and no row without a folder', () => {
    expect(registry.map((row) => row.name).sort()).toEqual([...folders].sort());
  });

  it('uses kebab-case names, each once', () => {
    const names = registry.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(registry.map((row) => [row.name, row] as const))('%s has a selector that parses and a known trigger', (_name, row) => {
    expect(() => document.querySelector(row.selector)).not.toThrow();
    expect(['now', 'idle', 'visible', 'interaction']).toContain(row.trigger);
  });
});
