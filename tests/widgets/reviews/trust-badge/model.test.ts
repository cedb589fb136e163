// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  INITIAL_STATE,
  formatRating,
  nextState,
  parseBadgeColors,
  ratingFromStarWidths,
  type BadgeEvent,
  type BadgeState,
} from '../../../../src/widgets/reviews/trust-badge/model.ts';
import { starWidths } from '../../../../fixtures/server/reviews/star-widths.ts';

const compactWithClose: BadgeState = { view: 'compact', closeShown: true };
const expanded: BadgeState = { view: 'expanded', closeShown: true };
const hidden: BadgeState = { view: 'hidden', closeShown: true };

describe('spec §4.6: the floating trust badge', () => {
  it.each<[string, BadgeState, BadgeEvent, BadgeState]>([
    ['compact → expanded on click (the close icon shows from then on)', INITIAL_STATE, 'open', expanded],
    ['close while expanded → compact', expanded, 'close', compactWithClose],
    ['close while compact → hidden', compactWithClose, 'close', hidden],
    ['Escape while expanded → compact', expanded, 'escape', compactWithClose],
    ['a click on the expanded badge changes nothing', expanded, 'open', expanded],
    ['Escape on the compact badge changes nothing', INITIAL_STATE, 'escape', INITIAL_STATE],
    ['the compact badge opens again after a collapse', compactWithClose, 'open', expanded],
    ['nothing brings a hidden badge back', hidden, 'open', hidden],
  ])('%s', (_name, state, event, expected) => {
    expect(nextState(state, event)).toEqual(expected);
  });

  it('returns the same object when nothing changes (the widget skips the redraw)', () => {
    expect(nextState(expanded, 'open')).toBe(expanded);
  });
});

describe('data-crcolors', () => {
  const light = {
    small: { border: '#dfdfdf', top: '#FFFFFF', middle: '#F8942D', bottom: '#FFFFFF' },
    big: { border: '#dfdfdf', top: '#F8942D', middle: '#FFFFFF', bottom: '#F2F2F2' },
  };

  it('reads both palettes the plugin prints', () => {
    expect(parseBadgeColors(JSON.stringify(light))).toEqual(light);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{small:'],
    ['an array', '[]'],
    ['a palette missing', JSON.stringify({ small: light.small })],
    [
      'a colour that is not a hex colour',
      JSON.stringify({ ...light, big: { ...light.big, top: 'red;background:url(x)' } }),
    ],
    ['a number for a colour', JSON.stringify({ ...light, small: { ...light.small, border: 3 } })],
  ])('keeps the printed colours when it is %s', (_name, raw) => {
    expect(parseBadgeColors(raw)).toBeNull();
  });
});

describe('the rating behind the compact stars', () => {
  it('is the sum of the five fill widths / 100', () => {
    expect(ratingFromStarWidths(['100%', '100%', '100%', '9%', '0%'])).toBe(3.09);
    expect(ratingFromStarWidths(['100%', '100%', '100%', '100%', '100%'])).toBe(5);
  });

  it('gives back every two-decimal rating from 0 to 5 the plugin can print (starsPercentage)', () => {
    for (let hundredths = 0; hundredths <= 500; hundredths += 1) {
      const rating = hundredths / 100;
      expect(ratingFromStarWidths(starWidths(rating))).toBe(rating);
    }
  });

  it.each([
    ['four stars', ['100%', '100%', '100%', '100%']],
    ['a width in pixels', ['100%', '100%', '100%', '100%', '12px']],
    ['a width over 100 %', ['100%', '100%', '100%', '100%', '120%']],
    ['an empty width', ['100%', '100%', '100%', '100%', '']],
  ])('is unknown with %s', (_name, widths) => {
    expect(ratingFromStarWidths(widths)).toBeNull();
  });

  it('is read out with Romanian decimals', () => {
    expect(formatRating(3.09)).toBe('3,09');
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(5)).toBe('5');
    expect(formatRating(4.666)).toBe('4,67');
  });
});
