// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkDepsTable, chunkKey, staticClosure } from '../../scripts/build/touch-preloads.ts';

/** A chunk graph as the bundler hands it to renderChunk (only the fields the plugin reads). */
function chunk(imports: string[], facadeModuleId: string | null = null, name = 'chunk') {
  return { imports, facadeModuleId, isDynamicEntry: facadeModuleId !== null, name };
}
const GRAPH = {
  'vitrina.js': chunk(['chunks/frame.js']),
  'chunks/frame.js': chunk([]),
  // mini-cart → mount-react → react: three levels, one of them loaded by the entry already.
  'chunks/mini-cart.js': chunk(['chunks/mount-react.js', 'chunks/frame.js'], '/p/src/widgets/cart/mini-cart/index.ts'),
  'chunks/mount-react.js': chunk(['chunks/react.js']),
  'chunks/react.js': chunk([], null, 'react'),
  // One level: its imports start as soon as it is parsed, nothing to gain.
  'chunks/add-to-cart.js': chunk(['chunks/api.js'], '/p/src/widgets/cart/add-to-cart/index.ts'),
  'chunks/api.js': chunk([]),
  'chunks/panel-root.js': chunk(['chunks/mount-react.js'], '/p/src/widgets/catalogue/product-filter/panel-root.tsx'),
  'chunks/replay.js': chunk(['chunks/mount-react.js'], '/p/src/runtime/replay.ts'),
};

describe('touch preloads: what a chunk fetched on a touch needs, asked for at once', () => {
  it('follows static imports to the end, without the chunk itself', () => {
    expect([...staticClosure(GRAPH, 'chunks/mini-cart.js')].sort()).toEqual([
      'chunks/frame.js',
      'chunks/mount-react.js',
      'chunks/react.js',
    ]);
  });

  it('keys a widget by its folder, a lazy half by folder and file, and nothing else', () => {
    expect(chunkKey('/p/src/widgets/cart/mini-cart/index.ts')).toBe('mini-cart');
    expect(chunkKey('/p/src/widgets/catalogue/product-filter/panel-root.tsx')).toBe('product-filter/panel-root');
    expect(chunkKey('/p/src/runtime/replay.ts')).toBeUndefined();
    expect(chunkKey(null)).toBeUndefined();
  });

  it('lists the waterfalls of the chunks wanted, leaving out what the entry loaded', () => {
    const table = chunkDepsTable(GRAPH, 'vitrina.js', () => true);
    const files = (key: string) => table.widgets[key]?.map((index) => table.files[index]);
    expect(files('mini-cart')).toEqual(['chunks/mount-react.js', 'chunks/react.js']);
    expect(files('product-filter/panel-root')).toEqual(['chunks/mount-react.js', 'chunks/react.js']);
    expect(Object.keys(table.widgets).sort()).toEqual(['mini-cart', 'product-filter/panel-root']);
    expect(table.files).toHaveLength(2);
  });

  it('asks `wanted` with whether the chunk needs React, and keeps only what it says', () => {
    const asked: [string, boolean][] = [];
    const table = chunkDepsTable(
      GRAPH,
      'vitrina.js',
      (key, needsReact) => (asked.push([key, needsReact]), key === 'mini-cart'),
    );
    expect(asked).toEqual(
      expect.arrayContaining([
        ['mini-cart', true],
        ['add-to-cart', false],
        ['product-filter/panel-root', true],
      ]),
    );
    expect(Object.keys(table.widgets)).toEqual(['mini-cart']);
  });
});
