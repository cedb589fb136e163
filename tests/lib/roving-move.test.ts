// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isMoveKey, moveTarget, nextTabIndex } from '../../src/lib/roving-move.ts';

const none = () => false;
const second = (index: number) => index === 1;

describe('moveTarget: where a key moves in a one-tab-stop group (APG radio group)', () => {
  it.each<[string, string, number, (index: number) => boolean, number]>([
    ['ArrowRight steps to the next item', 'ArrowRight', 0, none, 1],
    ['ArrowDown steps to the next item', 'ArrowDown', 0, none, 1],
    ['ArrowLeft steps to the previous item', 'ArrowLeft', 2, none, 1],
    ['ArrowUp steps to the previous item', 'ArrowUp', 2, none, 1],
    ['ArrowRight wraps from the last to the first', 'ArrowRight', 3, none, 0],
    ['ArrowLeft wraps from the first to the last', 'ArrowLeft', 0, none, 3],
    ['Home jumps to the first', 'Home', 2, none, 0],
    ['End jumps to the last', 'End', 1, none, 3],
    ['an arrow skips a disabled item', 'ArrowRight', 0, second, 2],
    ['Home skips a disabled first item', 'Home', 3, (index: number) => index === 0, 1],
    ['End skips a disabled last item', 'End', 0, (index: number) => index === 3, 2],
  ])('%s', (_name, key, from, isDisabled, to) => {
    expect(moveTarget(key, from, 4, isDisabled)).toBe(to);
  });

  it('moves nowhere when every item is disabled', () => {
    expect(moveTarget('ArrowRight', 0, 4, () => true)).toBeNull();
  });

  it('moves nowhere on a key that is not a move (Space, Enter, Tab)', () => {
    for (const key of [' ', 'Enter', 'Tab', 'a']) {
      expect(isMoveKey(key)).toBe(false);
      expect(moveTarget(key, 0, 4, none)).toBeNull();
    }
  });
});

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
