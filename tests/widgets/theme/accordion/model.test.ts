// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialOpenIndex, nextHeaderIndex, toggledIndex } from '../../../../src/widgets/theme/accordion/model.ts';

describe('which accordion item opens first', () => {
  it.each([
    ['the item named by the hash wins over rel', 2, '1', 2],
    ['rel is 1-based', -1, '2', 1],
    ['rel 0 keeps all closed', -1, '0', -1],
    ['no rel keeps all closed', -1, null, -1],
    ['rel past the last item keeps all closed', -1, '9', -1],
    ['a non-number rel keeps all closed', -1, 'abc', -1],
  ] as const)('%s', (_rule, hashMatch, rel, expected) => {
    expect(initialOpenIndex(hashMatch, rel, 3)).toBe(expected);
  });
});

describe('accordion toggling and keys', () => {
  it('choosing a closed item opens it (closing the other)', () => expect(toggledIndex(0, 2)).toBe(2));
  it('choosing the open item closes it', () => expect(toggledIndex(1, 1)).toBe(-1));
  it.each([
    ['Down moves and wraps', 2, 'ArrowDown', 0],
    ['Up moves and wraps', 0, 'ArrowUp', 2],
    ['Home', 2, 'Home', 0],
    ['End', 0, 'End', 2],
    ['Right does nothing', 0, 'ArrowRight', null],
  ] as const)('%s', (_rule, current, key, expected) => {
    expect(nextHeaderIndex(current, key, 3)).toBe(expected);
  });
});
