// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clickOutcome,
  productLinkWith,
  attributeOf,
  hoverOutcome,
} from '../../../../src/widgets/catalogue/card-swatches/model.ts';

describe('§4.9 swatches in product lists', () => {
  it.each([
    ['an unselected swatch is selected', 'unselected', 'unselect', { kind: 'select', value: 'rosu' }],
    ['a selected swatch is deselected', 'selected', 'unselect', { kind: 'deselect' }],
    ["with 'selected' behaviour a selected swatch opens the product", 'selected', 'product', { kind: 'open-product' }],
    ['a disabled swatch does nothing', 'disabled', 'unselect', { kind: 'none' }],
  ] as const)('%s', (_rule, state, behaviour, outcome) => {
    expect(clickOutcome(state, 'rosu', behaviour)).toEqual(outcome);
  });

  it.each([
    ['adds ?{attribute_name}={value}', '/produs/blugi/', 'rosu', '/produs/blugi/?attribute_pa_culoare=rosu'],
    [
      'replaces an earlier choice',
      '/produs/blugi/?attribute_pa_culoare=alb',
      'rosu',
      '/produs/blugi/?attribute_pa_culoare=rosu',
    ],
    ['removes it on deselect', '/produs/blugi/?attribute_pa_culoare=alb', null, '/produs/blugi/'],
    ['keeps other parameters', '/produs/blugi/?x=1', 'rosu', '/produs/blugi/?x=1&attribute_pa_culoare=rosu'],
  ] as const)('product link %s', (_rule, href, value, expected) => {
    expect(productLinkWith(href, 'attribute_pa_culoare', value, 'https://shop.ro')).toBe(expected);
  });
});

describe('card links that cannot be parsed (issue 9)', () => {
  it('an unparsable product link is left as it is instead of throwing', () => {
    expect(() =>
      productLinkWith('http://[::1/produs/', 'attribute_pa_culoare', 'rosu', 'https://shop.ro'),
    ).not.toThrow();
    expect(productLinkWith('http://[::1/produs/', 'attribute_pa_culoare', 'rosu', 'https://shop.ro')).toBe(
      'http://[::1/produs/',
    );
  });
});

describe('Flatsome 3.19 select event and attribute (legacy-contracts §21)', () => {
  it('hover selects an available swatch by default, never deselects, and does nothing with "click" or without hover', () => {
    expect(hoverOutcome('unselected', 'rosu', 'hover', true)).toEqual({ kind: 'select', value: 'rosu' });
    expect(hoverOutcome('selected', 'rosu', 'hover', true)).toEqual({ kind: 'none' });
    expect(hoverOutcome('disabled', 'rosu', 'hover', true)).toEqual({ kind: 'none' });
    expect(hoverOutcome('unselected', 'rosu', 'click', true)).toEqual({ kind: 'none' });
    expect(hoverOutcome('unselected', 'rosu', 'hover', false)).toEqual({ kind: 'none' });
  });
  it('the links carry the attribute the swatches name (the strip names none in 3.19)', () => {
    expect(attributeOf(['attribute_pa_culoare', 'attribute_pa_culoare'], '')).toBe('attribute_pa_culoare');
    expect(attributeOf(['', ''], 'attribute_pa_marime')).toBe('attribute_pa_marime');
  });
});
