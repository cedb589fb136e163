// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bulkTableProductId,
  createLatestGate,
  followsQuantity,
} from '../../../../src/widgets/product/quantity-discounts/model.ts';

describe('quantity discounts: the last quantity wins', () => {
  it('an answer for a quantity that is no longer current is ignored', () => {
    const gate = createLatestGate<number>();
    const forThree = gate.begin(3);
    const forFive = gate.begin(5);
    // the answer for 5 arrives first, then the late answer for 3
    expect(gate.isCurrent(forFive)).toBe(true);
    expect(gate.isCurrent(forThree)).toBe(false);
    expect(gate.current()).toBe(5);
  });

  it('going back to an earlier quantity still makes the older request stale', () => {
    const gate = createLatestGate<number>();
    const first = gate.begin(3);
    gate.begin(5);
    const again = gate.begin(3);
    expect(gate.isCurrent(first)).toBe(false);
    expect(gate.isCurrent(again)).toBe(true);
  });
});

describe('discount settings (spec §7.2, §9)', () => {
  it.each([
    ['show_dynamically follows the quantity', 'show_dynamically', true],
    ['show_when_matched does not', 'show_when_matched', false],
    ['anything else does not', '', false],
  ])('%s', (_rule, setting, expected) => {
    expect(followsQuantity(setting)).toBe(expected);
  });

  it.each([
    ["a variation id of '' skips the table reload", '', false, null],
    ["a variation id of '0' skips it", '0', false, null],
    ['a bundled variation skips it', 1002, true, null],
    ['a real variation id reloads it', 1002, false, '1002'],
  ] as const)('%s', (_rule, id, bundled, expected) => {
    expect(bulkTableProductId(id, bundled)).toBe(expected);
  });
});
