// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  inView,
  parseSlickSettings,
  positionCount,
  stepPosition,
  viewAt,
} from '../../../../src/widgets/reviews/reviews-slider/model.ts';

/** The settings CR_Reviews_Slider prints for slides_to_show="3" autoplay="true". */
const PLUGIN = JSON.stringify({
  infinite: true,
  dots: true,
  slidesToShow: 3,
  slidesToScroll: 1,
  adaptiveHeight: true,
  autoplay: true,
  responsive: [
    { breakpoint: 800, settings: { slidesToShow: 2 } },
    { breakpoint: 650, settings: { slidesToShow: 1 } },
    { breakpoint: 450, settings: { arrows: false, slidesToShow: 1 } },
  ],
});

describe('slides per view by window width (slick breakpoints, desktop first)', () => {
  const settings = parseSlickSettings(PLUGIN);
  it.each([
    ['1280 px shows the block’s 3', 1280, 3, true],
    ['800 px is not under the 800 breakpoint: 3', 800, 3, true],
    ['799 px takes the 800 breakpoint: 2', 799, 2, true],
    ['700 px: 2', 700, 2, true],
    ['649 px takes the 650 breakpoint: 1', 649, 1, true],
    ['400 px takes the narrowest matching one (450): 1, without arrows', 400, 1, false],
  ] as const)('%s', (_rule, width, perView, arrows) => {
    expect(viewAt(settings, width)).toEqual({ slidesToShow: perView, arrows });
  });
  it('breakpoints given in any order give the same answer', () => {
    const reversed = parseSlickSettings(
      JSON.stringify({ ...JSON.parse(PLUGIN), responsive: [...JSON.parse(PLUGIN).responsive].reverse() }),
    );
    expect([1280, 700, 400].map((width) => viewAt(reversed, width).slidesToShow)).toEqual([3, 2, 1]);
  });
});

describe('data-slick settings', () => {
  it('reads the plugin’s settings', () => {
    const settings = parseSlickSettings(PLUGIN);
    expect(settings).toMatchObject({
      base: { slidesToShow: 3, arrows: true },
      infinite: true,
      dots: true,
      autoplayMs: 3000,
      pauseOnHover: true,
    });
    expect(settings.responsive).toHaveLength(3);
  });
  it.each([
    ['autoplay false means no rotation', '{"autoplay":false}', null],
    ['no autoplay key', '{}', null],
    ['autoplaySpeed is kept', '{"autoplay":true,"autoplaySpeed":5000}', 5000],
    ['a too fast speed is slowed to 2 s', '{"autoplay":true,"autoplaySpeed":100}', 2000],
    ['autoplay "true" as text is not autoplay', '{"autoplay":"true"}', null],
  ] as const)('%s', (_rule, attribute, expected) => {
    expect(parseSlickSettings(attribute).autoplayMs).toBe(expected);
  });
  it.each([
    null,
    '',
    '{broken',
    '[1]',
    'null',
    '{"slidesToShow":"3","responsive":"x"}',
    '{"slidesToShow":0,"responsive":[{"breakpoint":"800"},null]}',
  ])('missing, broken or wrong-typed settings (%j) give one still slide per view, wrapping', (attribute) => {
    const settings = parseSlickSettings(attribute);
    expect(settings).toEqual({
      base: { slidesToShow: 1, arrows: true },
      responsive: [],
      infinite: true,
      dots: false,
      autoplayMs: null,
      pauseOnHover: true,
    });
  });
});

describe('positions and steps', () => {
  it.each([
    ['8 slides, 3 per view: 6 positions', 8, 3, 6],
    ['8 slides, 1 per view: 8 positions', 8, 1, 8],
    ['more per view than slides: 1 position', 2, 3, 1],
    ['no slides: 1 position', 0, 3, 1],
  ] as const)('%s', (_rule, slides, perView, expected) => {
    expect(positionCount(slides, perView)).toBe(expected);
  });
  it.each([
    ['next', 0, 1, 6, true, 1],
    ['next from the last wraps to the first (infinite)', 5, 1, 6, true, 0],
    ['previous from the first wraps to the last (infinite)', 0, -1, 6, true, 5],
    ['next stops at the last without infinite', 5, 1, 6, false, 5],
    ['previous stops at the first without infinite', 0, -1, 6, false, 0],
    ['a single position never moves', 0, 1, 1, true, 0],
  ] as const)('%s', (_rule, position, by, positions, infinite, expected) => {
    expect(stepPosition(position, by, positions, infinite)).toBe(expected);
  });
  it('a position past the end (the view widened) is brought back to the last one', () => {
    expect(clampPosition(7, 6)).toBe(5);
    expect(clampPosition(-1, 6)).toBe(0);
    expect(clampPosition(3, 6)).toBe(3);
  });
  it('slides in view are the perView ones from the position', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter((index) => inView(index, 2, 3))).toEqual([2, 3, 4]);
  });
});
