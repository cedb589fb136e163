// @vitest-environment node
import { readFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { intentWidgetsOf, withoutRegistryFacts } from '../../scripts/build/registry-source.ts';
import { registry } from '../../src/registry.ts';

const SOURCE = readFileSync('src/registry.ts', 'utf8');
const FACT_FIELD = /^\s*(area|plugin|retires|globals)\s*:|[{,]\s*(area|plugin|retires|globals)\s*:/m;
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** src/registry.ts as `npm run format` lays it out: one field per line. */
async function formatted(): Promise<string> {
  const config = await resolveConfig('src/registry.ts');
  return format(SOURCE, { ...config, filepath: 'src/registry.ts' });
}

describe('the registry read as TypeScript (scripts/build/registry-source.ts)', () => {
  it('reads the intent rows: the widgets fetched on a touch', () => {
    const intent = intentWidgetsOf(SOURCE);
    expect(intent).toEqual(new Set(registry.filter((row) => row.trigger === 'intent').map((row) => row.name)));
    expect(intent).toContain('mini-cart');
    expect(intent).not.toContain('cart-fragments');
  });

  it('cuts the facts from a row on one line or on many, and keeps the rest as written', () => {
    const source = [
      'export const registry = [',
      "  { name: 'a', area: 'theme', plugin: 'flatsome', retires: ['x'], globals: [], selector: '.a', trigger: 'now', load },",
      '  {',
      "    name: 'b',",
      "    area: 'cart',",
      "    plugin: 'woocommerce-cart',",
      '    // The handles go with the plugin.',
      "    retires: ['wc-cart', 'wc-cart-fragments'],",
      "    globals: ['wc_cart_params'],",
      "    selector: '.b',",
      "    trigger: 'intent',",
      '    load,',
      '  },',
      "  { name: 'c', selector: '.c', trigger: 'idle', load, area: 'cart', globals: [] },",
      '  {',
      "    name: 'd',",
      '    load,',
      "    globals: ['x'],",
      '  },',
      '];',
    ].join('\n');
    expect(withoutRegistryFacts(source)).toBe(
      [
        'export const registry = [',
        "  { name: 'a', selector: '.a', trigger: 'now', load },",
        '  {',
        "    name: 'b',",
        "    selector: '.b',",
        "    trigger: 'intent',",
        '    load,',
        '  },',
        "  { name: 'c', selector: '.c', trigger: 'idle', load,  },",
        '  {',
        "    name: 'd',",
        '    load,',
        '    ',
        '  },',
        '];',
      ].join('\n'),
    );
    expect(intentWidgetsOf(source)).toEqual(new Set(['b']));
  });

  it('leaves every row its runtime fields and none of its facts, on one line or as prettier lays it out', async () => {
    for (const source of [SOURCE, await formatted()]) {
      const lean = withoutRegistryFacts(source);
      expect(lean).not.toMatch(FACT_FIELD);
      expect(count(lean, /\bselector:/g)).toBe(registry.length);
      expect(count(lean, /\bload: \(\) => import\(/g)).toBe(registry.length);
      expect(intentWidgetsOf(lean)).toEqual(intentWidgetsOf(SOURCE));
    }
    expect(SOURCE).toMatch(FACT_FIELD);
  });

  it('refuses a row it cannot read rather than ship its facts', () => {
    const spread = "const base = { area: 'theme' };\nexport const registry = [{ ...base, name: 'a', trigger: 'now' }];";
    expect(() => withoutRegistryFacts(spread)).toThrow(/spread/);
    expect(() => withoutRegistryFacts('export const widgets = [];')).toThrow(/no `registry`/);
  });
});
