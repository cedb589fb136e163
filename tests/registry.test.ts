import { describe, expect, it } from 'vitest';
import { PLUGINS, type PluginKey } from '../src/plugins.ts';
import { registry } from '../src/registry.ts';

// Every widget folder (src/widgets/<area>/<name>/) has an index.ts (its mount); Vite lists them at build time.
const folders = Object.keys(import.meta.glob('../src/widgets/*/*/index.ts')).map(
  (path) => path.split('/').slice(3, 5) as [string, string],
);

describe('the registry is the one list of widgets', () => {
  it('has a row for every folder in src/widgets and no row without a folder', () => {
    expect(registry.map((row) => row.name).sort()).toEqual(folders.map(([, name]) => name).sort());
  });

  it('files each widget under the area its row names', () => {
    const areaOf = new Map(folders.map(([area, name]) => [name, area]));
    for (const row of registry) expect(`${row.name} in ${areaOf.get(row.name)}`).toBe(`${row.name} in ${row.area}`);
  });

  it.each(registry.map((row) => [row.name, row] as const))(
    '%s names its plugin, retired handles and globals',
    (_name, row) => {
      expect(Object.keys(PLUGINS)).toContain(row.plugin);
      for (const handle of row.retires) expect(handle).toMatch(/^[A-Za-z0-9_.-]+$/);
      for (const global of row.globals) expect(global).toMatch(/^[A-Za-z_$][\w$]*$/);
    },
  );

  it('gives every plugin at least one widget', () => {
    const used = new Set(registry.map((row) => row.plugin));
    expect(Object.keys(PLUGINS).filter((key) => !used.has(key as PluginKey))).toEqual([]);
  });

  it('uses kebab-case names, each once', () => {
    const names = registry.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(registry.map((row) => [row.name, row] as const))(
    '%s has a selector that parses and a known trigger',
    (_name, row) => {
      expect(() => document.querySelector(row.selector)).not.toThrow();
      expect(['now', 'idle', 'visible', 'interaction', 'intent']).toContain(row.trigger);
    },
  );
});
