// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseSliderOptions, stepTo } from '../../../../src/widgets/theme/content-slider/model.ts';

describe('slider options from data-flickity-options', () => {
  it('reads rotation, wrap-around and hover pause', () => {
    expect(parseSliderOptions('{"autoPlay":6000,"wrapAround":true,"pauseAutoPlayOnHover":true}')).toEqual({
      autoPlayMs: 6000,
      wrapAround: true,
      pauseOnHover: true,
    });
  });
  it.each([
    ['autoPlay true is 3 s', '{"autoPlay":true}', 3000],
    ['autoPlay false', '{"autoPlay":false}', null],
    ['no autoPlay', '{}', null],
    ['a too fast rotation is slowed to 2 s', '{"autoPlay":200}', 2000],
    ['a negative value', '{"autoPlay":-5}', null],
    ['text', '{"autoPlay":"6000"}', null],
  ] as const)('%s', (_rule, attribute, expected) => {
    expect(parseSliderOptions(attribute).autoPlayMs).toBe(expected);
  });
  it.each([null, '', '{broken', '[1,2]', 'null'])(
    'missing or broken options (%j) give a still slider without wrap',
    (attribute) => {
      expect(parseSliderOptions(attribute)).toEqual({ autoPlayMs: null, wrapAround: false, pauseOnHover: true });
    },
  );
});

describe('stepping between slides', () => {
  it.each([
    ['next', 0, 1, 3, false, 1],
    ['previous', 2, -1, 3, false, 1],
    ['next stops at the end without wrap', 2, 1, 3, false, 2],
    ['previous stops at the start without wrap', 0, -1, 3, false, 0],
    ['next wraps to the first', 2, 1, 3, true, 0],
    ['previous wraps to the last', 0, -1, 3, true, 2],
    ['no slides', 0, 1, 0, true, 0],
  ] as const)('%s', (_rule, current, step, count, wrap, expected) => {
    expect(stepTo(current, step, count, wrap)).toBe(expected);
  });
});
