// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closeLevel, openLevel } from '../../../../src/widgets/theme/mobile-menu/model.ts';

// Levels: 'products' > 'clothes' > 'jeans'; 'blog' is another top-level parent.
const parents: Record<string, string | null> = { products: null, clothes: 'products', jeans: 'clothes', blog: null };
const parentOf = (level: string) => parents[level] ?? null;

describe('sliding levels of the mobile menu', () => {
  it('opening a top-level parent shows its level', () => {
    expect(openLevel([], 'products', parentOf)).toEqual(['products']);
  });
  it('opening a parent inside the shown level goes one deeper', () => {
    expect(openLevel(['products'], 'clothes', parentOf)).toEqual(['products', 'clothes']);
    expect(openLevel(['products', 'clothes'], 'jeans', parentOf)).toEqual(['products', 'clothes', 'jeans']);
  });
  it('opening another top-level parent drops the levels left open', () => {
    expect(openLevel(['products', 'clothes'], 'blog', parentOf)).toEqual(['blog']);
  });
  it('Back returns one level up, and nothing happens at the top', () => {
    expect(closeLevel(['products', 'clothes'])).toEqual(['products']);
    expect(closeLevel([])).toEqual([]);
  });
});
