// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  NO_PRICE,
  parseRangeOption,
  parseSlider,
  parseTextPrice,
  sliderAutoSubmits,
  toBaseCurrency,
  type PriceRange,
} from '../../../../src/widgets/catalogue/product-filter/filter-price.ts';

describe('§5.8 text price filter', () => {
  it.each<[string, string, string, PriceRange]>([
    ['both integers set min and max', '10', '50', { min: 10, max: 50 }],
    ['equal values are allowed', '10', '10', { min: 10, max: 10 }],
    ["'to' < 'from' clears the price filter", '50', '10', NO_PRICE],
    ["'from' < 0 clears the price filter", '-5', '10', NO_PRICE],
    ['letters clear the price filter', 'abc', '10', NO_PRICE],
    ['a decimal is not an integer: cleared', '1.5', '10', NO_PRICE],
    ['invalid to clears', '10', 'x', NO_PRICE],
    ['both empty: no filter', '', '', NO_PRICE],
    ['empty from means 0', '', '40', { min: 0, max: 40 }],
    ['empty to means no upper bound', '20', '', { min: 20, max: undefined }],
    ['spaces around are ignored', ' 10 ', ' 20 ', { min: 10, max: 20 }],
  ])('%s', (_rule, from, to, expected) => {
    expect(parseTextPrice(from, to)).toEqual(expected);
  });

  it('converts to the base currency by dividing by the rate, rounding up', () => {
    expect(parseTextPrice('10', '50', { rate: 0.2 })).toEqual({ min: 50, max: 250 });
    expect(parseTextPrice('10', '55', { rate: 4.97 })).toEqual({ min: 3, max: 12 });
  });
});

describe('§5.8 dropdown and radio', () => {
  it.each<[string, string, PriceRange]>([
    ["'-1' means no price filter", '-1', NO_PRICE],
    ["'min-max' sets both", '100-200', { min: 100, max: 200 }],
    ['garbage means no filter', 'abc', NO_PRICE],
  ])('%s', (_rule, option, expected) => {
    expect(parseRangeOption(option)).toEqual(expected);
  });
});

describe('§5.8 slider and conversion', () => {
  it.each<[string, number, number, number, number]>([
    ['rate 1, no tax', 100, 1, 1, 100],
    ['divided by the rate, rounded up', 100, 3, 1, 34],
    ['also divided by the tax factor', 119, 1, 1.19, 100],
    ['a zero rate is treated as 1', 50, 0, 1, 50],
  ])('%s', (_rule, value, rate, taxFactor, expected) => {
    expect(toBaseCurrency(value, { rate, taxFactor })).toBe(expected);
  });

  it('slider values are ordered and converted with the tax factor', () => {
    expect(parseSlider(238, 119, { rate: 1, taxFactor: 1.19 })).toEqual({ min: 100, max: 200 });
  });

  it.each<[string, number, boolean, boolean]>([
    ['< 3 sliders and no price button: auto-submit', 1, false, true],
    ['a price button: no auto-submit', 1, true, false],
    ['3 sliders: no auto-submit', 3, false, false],
  ])('§4.4 %s', (_rule, count, button, expected) => {
    expect(sliderAutoSubmits(count, button)).toBe(expected);
  });
});
