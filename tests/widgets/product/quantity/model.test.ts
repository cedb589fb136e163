// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canStep, raiseToMin, readRules, stepQuantity } from '../../../../src/widgets/product/quantity/model.ts';

const input = (value: string, { min = '', max = '', step = '' } = {}) => ({ value, min, max, step });

describe('quantity (spec §5.7)', () => {
  it.each([
    ['step defaults to 1 when empty', input('1'), 'plus', '2'],
    ["step defaults to 1 when 'any'", input('1', { step: 'any' }), 'plus', '2'],
    ['plus adds the step', input('2', { step: '2' }), 'plus', '4'],
    ['plus never exceeds max', input('9', { max: '10', step: '5' }), 'plus', '10'],
    ['plus at max stays at max', input('10', { max: '10' }), 'plus', '10'],
    ['max is unbounded when empty', input('999'), 'plus', '1000'],
    ['minus subtracts the step', input('5', { step: '2' }), 'minus', '3'],
    ['minus never goes below min', input('2', { min: '1', step: '5' }), 'minus', '1'],
    ['minus at min stays at min', input('1', { min: '1' }), 'minus', '1'],
    ['min defaults to 0', input('1'), 'minus', '0'],
    ['minus never goes below 0 even with a negative min', input('0', { min: '-5' }), 'minus', '0'],
    ['the result keeps the step decimals (0.5)', input('1', { step: '0.5' }), 'plus', '1.5'],
    ['the result keeps the step decimals (0.25, no float drift)', input('0.1', { step: '0.25' }), 'plus', '0.35'],
    ['decimal minus keeps decimals', input('1.5', { step: '0.5' }), 'minus', '1.0'],
    ['an empty value counts as 0', input(''), 'plus', '1'],
    ['a value below min is raised to min by plus', input('0', { min: '3' }), 'plus', '3'],
  ] as const)('%s', (_rule, attributes, direction, expected) => {
    expect(stepQuantity(attributes, direction)).toBe(expected);
  });

  it('reads an invalid step as 1', () => {
    expect(readRules(input('1', { step: '0' })).step).toBe(1);
    expect(readRules(input('1', { step: 'abc' })).step).toBe(1);
  });

  it.each([
    ['shop inputs below their min are raised to min', input('1', { min: '3' }), '3'],
    ['a value at or above min stays', input('4', { min: '3' }), null],
    ['an empty value is left for the shopper', input('', { min: '3' }), null],
  ] as const)('%s', (_rule, attributes, expected) => {
    expect(raiseToMin(attributes)).toBe(expected);
  });

  it('knows when a press would change nothing', () => {
    expect(canStep(input('10', { max: '10' }), 'plus')).toBe(false);
    expect(canStep(input('1', { min: '1' }), 'minus')).toBe(false);
    expect(canStep(input('0'), 'minus')).toBe(false);
    expect(canStep(input('2', { min: '1' }), 'minus')).toBe(true);
  });
});
