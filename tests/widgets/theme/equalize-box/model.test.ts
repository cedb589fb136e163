// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnsFor, isSingleRow, planRow, tallestPerRow } from '../../../../src/widgets/theme/equalize-box/model.ts';

describe('equalize-box columns (spec §9: large 3, medium 3, small 2)', () => {
  it.each([
    [
      'the row names its columns per screen size',
      'products row large-columns-4 medium-columns-3 small-columns-2 equalize-box',
      'large',
      4,
    ],
    ['medium reads medium-columns', 'row large-columns-4 medium-columns-2 equalize-box', 'medium', 2],
    ['small reads small-columns', 'row small-columns-1 equalize-box', 'small', 1],
    ['no class: large 3', 'row equalize-box', 'large', 3],
    ['no class: medium 3', 'row equalize-box', 'medium', 3],
    ['no class: small 2', 'row equalize-box', 'small', 2],
    ['a class of another size is not taken', 'row large-columns-5', 'small', 2],
    ['a look-alike class is not taken', 'row xlarge-columns-6', 'large', 3],
    ['zero columns falls back', 'row large-columns-0', 'large', 3],
  ] as const)('%s', (_, className, size, expected) => {
    expect(columnsFor(className, size)).toBe(expected);
  });

  it('slider and grid rows are lined up as one', () => {
    expect(isSingleRow('row row-slider equalize-box')).toBe(true);
    expect(isSingleRow('row row-grid')).toBe(true);
    expect(isSingleRow('row row-small large-columns-3')).toBe(false);
  });
});

describe('tallest per visual row', () => {
  it('each item takes the tallest of its row of N, in document order', () => {
    expect(tallestPerRow([10, 30, 20, 5, 8], 3)).toEqual([30, 30, 30, 8, 8]);
  });
  it('two columns pair the boxes', () => {
    expect(tallestPerRow([10, 30, 20, 5], 2)).toEqual([30, 30, 20, 20]);
  });
  it('one column: nothing is equalized', () => {
    expect(tallestPerRow([10, 30], 1)).toEqual([null, null]);
  });
  it('a single-line row takes the tallest of all', () => {
    expect(tallestPerRow([10, 30, 20, 5], 2, true)).toEqual([30, 30, 30, 30]);
  });
});

describe('one plan from one measurement', () => {
  it('parts line up per row and each box text grows by what its parts grew before the texts line up', () => {
    // parts: title, price, excerpt (absent), button
    const plan = planRow(
      [
        { text: 100, parts: [40, 20, null, 30], swatches: null, rating: null },
        { text: 80, parts: [20, 20, null, 30], swatches: null, rating: null },
        { text: 90, parts: [20, 30, null, 30], swatches: null, rating: null },
      ],
      3,
    );
    expect(plan.map((box) => box.parts)).toEqual([
      [40, 30, null, 30],
      [40, 30, null, 30],
      [40, 30, null, 30],
    ]);
    // 100 + 0 + 10 = 110; 80 + 20 + 10 = 110; 90 + 20 + 0 = 110: the texts end level too.
    expect(plan.map((box) => box.text)).toEqual([110, 110, 110]);
  });

  it('a box without a part keeps none, and boxes in another row are not compared', () => {
    const plan = planRow(
      [
        { text: 50, parts: [10, null, null, null], swatches: null, rating: null },
        { text: 70, parts: [30, null, null, null], swatches: null, rating: null },
        { text: 40, parts: [15, null, null, null], swatches: null, rating: null },
      ],
      2,
    );
    expect(plan.map((box) => box.parts[0])).toEqual([30, 30, 15]);
    expect(plan.map((box) => box.text)).toEqual([70, 70, 40]);
  });

  it('a box without swatches or rating keeps the room of those in its row, and its text grows by the strip', () => {
    const plan = planRow(
      [
        { text: 100, parts: [20, 40, null, 30], swatches: 24, rating: 16 },
        { text: 60, parts: [20, 24, null, 30], swatches: null, rating: null },
        { text: 60, parts: [20, 24, null, 30], swatches: null, rating: null },
      ],
      2,
    );
    expect(plan.map((box) => [box.swatches, box.swatchesSpacer, box.ratingSpacer])).toEqual([
      [24, null, null],
      [null, 24, 16],
      [null, null, null],
    ]);
    // 60 + 24 (strip) + 16 (price grows to 40) = 100: level with the first.
    expect(plan.map((box) => box.text)).toEqual([100, 100, 60]);
  });

  it('swatch strips that wrap to more lines level with the tallest strip in the row', () => {
    const plan = planRow(
      [
        { text: 100, parts: [20, 30, null, 30], swatches: 25, rating: null },
        { text: 150, parts: [20, 30, null, 30], swatches: 75, rating: null },
      ],
      2,
    );
    expect(plan.map((box) => box.swatches)).toEqual([75, 75]);
    expect(plan.map((box) => box.text)).toEqual([150, 150]);
  });
});
