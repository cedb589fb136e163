// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextMenuIndex, stickyState } from '../../../../src/widgets/theme/header-nav/model.ts';

describe('menu keyboard (APG disclosure navigation)', () => {
  it.each([
    ['Right moves along the top row', 1, 'ArrowRight', 'row', 2],
    ['Right stops at the last entry', 3, 'ArrowRight', 'row', 3],
    ['Left moves back', 2, 'ArrowLeft', 'row', 1],
    ['Left stops at the first entry', 0, 'ArrowLeft', 'row', 0],
    ['Down moves inside a sub-menu', 0, 'ArrowDown', 'column', 1],
    ['Up moves back inside a sub-menu', 2, 'ArrowUp', 'column', 1],
    ['Home goes to the first', 3, 'Home', 'column', 0],
    ['End goes to the last', 0, 'End', 'row', 3],
    ['Down does nothing in the top row', 1, 'ArrowDown', 'row', null],
    ['Right does nothing in a sub-menu', 1, 'ArrowRight', 'column', null],
    ['other keys do nothing', 1, 'a', 'row', null],
  ] as const)('%s', (_rule, current, key, axis, expected) => {
    expect(nextMenuIndex(current, key, 4, axis)).toBe(expected);
  });

  it('an empty row has no next entry', () => {
    expect(nextMenuIndex(0, 'ArrowRight', 0, 'row')).toBeNull();
  });
});

describe('sticky header state', () => {
  const base = { threshold: 100, hideOnScroll: false, wasHidden: false, previousScrollY: 0 };
  it('is not stuck above the bottom of the printed header', () => {
    expect(stickyState({ ...base, scrollY: 100 })).toEqual({ stuck: false, hidden: false });
  });
  it('sticks past the bottom of the printed header', () => {
    expect(stickyState({ ...base, scrollY: 101 })).toEqual({ stuck: true, hidden: false });
  });
  it('never hides without the hide-on-scroll variant', () => {
    expect(stickyState({ ...base, scrollY: 900, previousScrollY: 500 })).toEqual({ stuck: true, hidden: false });
  });
  it('hide-on-scroll: hides while scrolling down', () => {
    expect(stickyState({ ...base, hideOnScroll: true, scrollY: 900, previousScrollY: 500 })).toEqual({
      stuck: true,
      hidden: true,
    });
  });
  it('hide-on-scroll: shows again while scrolling up', () => {
    expect(stickyState({ ...base, hideOnScroll: true, wasHidden: true, scrollY: 700, previousScrollY: 900 })).toEqual({
      stuck: true,
      hidden: false,
    });
  });
  it('hide-on-scroll: a few pixels of jitter keep the previous state', () => {
    expect(stickyState({ ...base, hideOnScroll: true, wasHidden: true, scrollY: 702, previousScrollY: 700 })).toEqual({
      stuck: true,
      hidden: true,
    });
    expect(stickyState({ ...base, hideOnScroll: true, wasHidden: false, scrollY: 702, previousScrollY: 700 })).toEqual({
      stuck: true,
      hidden: false,
    });
  });
  it('hide-on-scroll: never hidden once back above the header', () => {
    expect(stickyState({ ...base, hideOnScroll: true, wasHidden: true, scrollY: 50, previousScrollY: 20 })).toEqual({
      stuck: false,
      hidden: false,
    });
  });
});
