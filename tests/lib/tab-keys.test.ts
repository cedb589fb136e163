import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../../src/lib/tab-keys.ts';

describe('tab list keyboard (APG tabs)', () => {
  it.each([
    ['Right moves forward', 0, 'ArrowRight', 1],
    ['Right wraps from the last to the first', 2, 'ArrowRight', 0],
    ['Left moves back', 1, 'ArrowLeft', 0],
    ['Left wraps from the first to the last', 0, 'ArrowLeft', 2],
    ['Home goes to the first', 2, 'Home', 0],
    ['End goes to the last', 0, 'End', 2],
    ['other keys do nothing', 1, 'a', null],
    ['Up/Down do nothing in a horizontal list', 1, 'ArrowDown', null],
  ] as const)('horizontal (the default): %s', (_rule, current, key, expected) => {
    expect(nextTabIndex(current, key, 3)).toBe(expected);
  });

  it.each([
    ['Down moves and wraps', 2, 'ArrowDown', 0],
    ['Up moves and wraps', 0, 'ArrowUp', 2],
    ['Right does nothing', 0, 'ArrowRight', null],
    ['End goes to the last', 0, 'End', 2],
  ] as const)('vertical: %s', (_rule, current, key, expected) => {
    expect(nextTabIndex(current, key, 3, 'vertical')).toBe(expected);
  });

  it('an empty list moves nowhere', () => {
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBe(null);
  });
});
