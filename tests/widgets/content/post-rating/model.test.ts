// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FULL, HALF_REMOVABLE, HALF_REPLACEABLE } from '../../../../src/widgets/content/shared/rating-icons.ts';
import {
  afterVote,
  averageIconClasses,
  formatAverage,
  joinErrors,
  secondsSince,
  starLabel,
} from '../../../../src/widgets/content/post-rating/model.ts';

describe('what follows a vote (spec §4.8)', () => {
  const on = { positiveThreshold: 2, feedback: true, social: true };
  it.each([
    [1, on, 'feedback'],
    [2, on, 'feedback'],
    [3, on, 'social'],
    [5, on, 'social'],
    [2, { ...on, feedback: false }, 'stay'],
    [4, { ...on, social: false }, 'stay'],
    [3, { ...on, positiveThreshold: 3 }, 'feedback'],
  ] as const)('rating %i with %j → %s', (rating, settings, expected) => {
    expect(afterVote(rating, settings)).toBe(expected);
  });
});

describe('average icons as the plugin draws them (legacy-contracts §10)', () => {
  it.each([
    [0, ['', '', '', '', '']],
    [4, [FULL, FULL, FULL, FULL, '']],
    [3.2, [FULL, FULL, FULL, '', '']],
    [3.3, [FULL, FULL, FULL, HALF_REMOVABLE, '']],
    [3.4, [FULL, FULL, FULL, HALF_REMOVABLE, '']],
    [3.5, [FULL, FULL, FULL, HALF_REPLACEABLE, '']],
    [3.7, [FULL, FULL, FULL, HALF_REPLACEABLE, '']],
    [3.8, [FULL, FULL, FULL, FULL, '']],
    // 4.15 % 1 is 0.15000000000000036: the fraction rounds to 2, so no half star.
    [4.15, [FULL, FULL, FULL, FULL, '']],
    [5, [FULL, FULL, FULL, FULL, FULL]],
    [7, [FULL, FULL, FULL, FULL, FULL]],
    [Number.NaN, ['', '', '', '', '']],
    [-1, ['', '', '', '', '']],
  ])('%d', (average, expected) => {
    expect(averageIconClasses(average)).toEqual(expected);
  });

  it.each([
    [4.25, '4.3'],
    [4, '4'],
    [3.04, '3'],
    [2.96, '3'],
  ])('prints %d as %s', (average, expected) => {
    expect(formatAverage(average)).toBe(expected);
  });
});

describe('vote fields and texts', () => {
  it('counts whole seconds since page load, never negative', () => {
    expect(secondsSince(1_000, 13_400)).toBe(12);
    expect(secondsSince(1_000, 1_499)).toBe(0);
    expect(secondsSince(5_000, 1_000)).toBe(0);
  });

  it('joins the server reasons one per line, blanks dropped', () => {
    expect(joinErrors(['Ai votat deja.', '  ', ' Token invalid. '])).toBe('Ai votat deja.\nToken invalid.');
    expect(joinErrors([])).toBe('');
  });

  it('names a star by its place and its hover text', () => {
    expect(starLabel(4, 5, ' Foarte bun ')).toBe('4 din 5: Foarte bun');
    expect(starLabel(1, 5, '')).toBe('1 din 5 stele');
  });
});
