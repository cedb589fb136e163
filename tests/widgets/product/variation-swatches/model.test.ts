// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { swatchClick, tabStop } from '../../../../src/widgets/product/variation-swatches/model.ts';

describe('variation swatches', () => {
  it.each([
    ['a click on another swatch chooses it', 'rosu', 'albastru', true, 'albastru'],
    ['a click on the chosen swatch clears it', 'rosu', 'rosu', true, ''],
    ['with deselect off, a click on the chosen swatch keeps it', 'rosu', 'rosu', false, 'rosu'],
  ])('%s', (_rule, current, clicked, deselect, expected) => {
    expect(swatchClick(current, clicked, deselect)).toBe(expected);
  });

  it('the tab stop is the chosen swatch, else the first available one', () => {
    const values = ['negru', 'roz', 'alb'];
    expect(tabStop(values, 'alb', () => true)).toBe(2);
    expect(tabStop(values, '', (value) => value !== 'negru')).toBe(1);
    expect(tabStop(values, '', () => false)).toBe(0);
  });
});
