// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/registry.ts';
import { manifestWidgets, widgetSizes, type ManifestWidgetFacts } from '../../scripts/size/widgets.ts';

// The size report reads dist/manifest.json: per widget the gzip bytes its first mount fetches; a
// manifest naming a missing chunk or a widget the registry lacks fails `npm run size`.
const files: Record<string, number> = { 'chunks/a.js': 1000, 'chunks/shared.js': 25_000, 'chunks/b.js': 500 };
const sizeOf = (file: string) => files[file] ?? null;
const facts = (chunks: string[]): ManifestWidgetFacts => ({ area: 'cart', trigger: 'idle', chunks });

describe('the size report per widget (scripts/size/widgets.ts)', () => {
  it('adds up every chunk a widget first mount fetches, shared ones included', () => {
    const { rows, problems } = widgetSizes(
      new Map([
        ['a', facts(['chunks/a.js', 'chunks/shared.js'])],
        ['b', facts(['chunks/b.js'])],
      ]),
      ['a', 'b'],
      sizeOf,
    );
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.name, row.files, row.gzip])).toEqual([
      ['a', 2, 26_000],
      ['b', 1, 500],
    ]);
  });

  it('fails on a chunk the build did not write', () => {
    const { problems } = widgetSizes(new Map([['a', facts(['chunks/a.js', 'chunks/gone.js'])]]), ['a'], sizeOf);
    expect(problems).toEqual(['dist/manifest.json names chunks/gone.js for widget a, which is not in dist/']);
  });

  it('fails on a widget the registry lacks, and on a registry widget the manifest lacks', () => {
    const { problems } = widgetSizes(new Map([['ghost', facts(['chunks/a.js'])]]), ['a'], sizeOf);
    expect(problems).toEqual([
      'dist/manifest.json lacks widget a, which the registry has (run npm run build)',
      'dist/manifest.json names widget ghost, which the registry does not have',
    ]);
  });

  it('fails on a widget without a chunk', () => {
    expect(widgetSizes(new Map([['a', facts([])]]), ['a'], sizeOf).problems).toEqual([
      'dist/manifest.json gives widget a no chunk',
    ]);
  });

  it('reads the manifest shape scripts/manifest.ts writes, and says what is wrong with another', () => {
    const parsed = manifestWidgets({
      version: 'x',
      entry: 'vitrina.js',
      widgets: { a: { area: 'cart', trigger: 'now', chunks: ['chunks/a.js'], selector: '.a' } },
      plugins: {},
    });
    expect(parsed).toEqual(new Map([['a', { area: 'cart', trigger: 'now', chunks: ['chunks/a.js'] }]]));
    expect(manifestWidgets({ widgets: [] })).toBe('dist/manifest.json has no "widgets" object');
    expect(manifestWidgets({ widgets: { a: { area: 'cart', trigger: 'now', chunks: 'chunks/a.js' } } })).toBe(
      'dist/manifest.json: widget a lacks area, trigger or chunks',
    );
  });

  it('accepts every registry widget when the manifest has them all', () => {
    const all = new Map(registry.map((row) => [row.name, facts(['chunks/a.js'])]));
    expect(
      widgetSizes(
        all,
        registry.map((row) => row.name),
        sizeOf,
      ).problems,
    ).toEqual([]);
  });
});
