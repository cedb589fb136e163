// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLUGINS } from '../../src/plugins.ts';
import { registry } from '../../src/registry.ts';
import { WIDGET_NOTES } from '../../scripts/docs/widget-notes.ts';
import { END, START, widgetsTable, withTable } from '../../scripts/docs/widgets-table.ts';

// The registry is the one list of widgets and handles: the docs' tables are generated from it, and
// no other page of the README or docs keeps a list of its own.
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const docFiles = [
  'README.md',
  'fixtures/README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const handles = new Set(registry.flatMap((row) => row.retires));
const names = new Set(registry.map((row) => row.name));

/** A document without its generated block: what was typed by hand. */
const handWritten = (text: string) =>
  text.includes(START) ? text.slice(0, text.indexOf(START)) + text.slice(text.indexOf(END)) : text;

describe('docs/widgets.md is generated from the registry', () => {
  it('regenerating the tables gives the committed file (run `npm run docs` after changing a registry row)', () => {
    const committed = read('docs/widgets.md');
    expect(withTable(committed, widgetsTable(registry, PLUGINS, WIDGET_NOTES))).toBe(committed);
  });

  it('names every widget in exactly one row of the README and docs', () => {
    const firstCells = docFiles
      .flatMap((file) => read(file).split('\n'))
      .map((line) => /^\|\s*`([a-z-]+)`\s*\|/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined && names.has(name));
    expect(firstCells.sort()).toEqual([...names].sort());
  });

  it('has a note for every widget and none for a widget the registry lacks', () => {
    expect(Object.keys(WIDGET_NOTES).sort()).toEqual([...names].sort());
  });

  it.each(registry.map((row) => [row.name, row] as const))(
    'the notes of %s name no handle its row does not retire',
    (_name, row) => {
      const note = WIDGET_NOTES[row.name]!;
      const named = [...`${note.renders} ${note.replaces} ${note.status}`.matchAll(/`([^`]+)`/g)]
        .map((match) => match[1]!)
        .filter((token) => handles.has(token));
      expect(named.filter((handle) => !row.retires.includes(handle))).toEqual([]);
    },
  );
});

describe('no other list of widgets or handles in the README or docs', () => {
  it.each(docFiles)('%s keeps no dequeue list of its own', (file) => {
    const text = handWritten(read(file));
    expect(text).not.toMatch(/\$replaced\b/);
    // A code sample quoting two or more handles is a list that will drift from the registry.
    for (const block of text.match(/```[\s\S]*?```/g) ?? []) {
      const quoted = [...block.matchAll(/['"]([\w.-]+)['"]/g)]
        .map((match) => match[1]!)
        .filter((token) => handles.has(token));
      expect(quoted, `a code block in ${file}`).toHaveLength(Math.min(quoted.length, 1));
    }
  });

  it.each(docFiles)('%s has no widget table outside the generated block', (file) => {
    const rows = handWritten(read(file))
      .split('\n')
      .filter((line) => /^\|\s*`([a-z-]+)`\s*\|/.test(line) && names.has(/`([a-z-]+)`/.exec(line)![1]!));
    expect(rows).toEqual([]);
  });
});
