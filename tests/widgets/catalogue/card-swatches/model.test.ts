import { describe, expect, it } from 'vitest';
import { clickOutcome, productLinkWith } from '../../../../src/widgets/catalogue/card-swatches/model.ts';

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
    ['replaces an earlier choice', '/produs/blugi/?attribute_pa_culoare=alb', 'rosu', '/produs/blugi/?attribute_pa_culoare=rosu'],
    ['removes it on deselect', '/produs/blugi/?attribute_pa_culoare=alb', null, '/produs/blugi/'],
    ['keeps other parameters', '/produs/blugi/?x=1', 'rosu', '/produs/blugi/?x=1&attribute_pa_culoare=rosu'],
  ] as const)('product link %s', (_rule, href, value, expected) => {
    expect(productLinkWith(href, 'attribute_pa_culoare', value, 'https://shop.ro')).toBe(expected);
  });
});

describe('card links that cannot be parsed (issue 9)', () => {
  it('an unparsable product link is left as it is instead of throwing', () => {
    expect(() => productLinkWith('http://[::1/produs/', 'attribute_pa_culoare', 'rosu', 'https://shop.ro')).not.toThrow();
    expect(productLinkWith('http://[::1/produs/', 'attribute_pa_culoare', 'rosu', 'https://shop.ro')).toBe('http://[::1/produs/');
  });
});
