// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  assignColumns,
  bracketFields,
  columnCountFor,
  freshIds,
  isAttributes,
  showMorePayload,
} from '../../../../src/widgets/reviews/reviews-grid/model.ts';

describe('columnCountFor (spec §9: below 800 px the third column is dropped, below 550 px the second)', () => {
  it.each([
    [1200, 3],
    [800, 3],
    [799, 2],
    [550, 2],
    [549, 1],
    [320, 1],
    [0, 1],
  ])('a grid %i px wide has %i column(s)', (width, count) => {
    expect(columnCountFor(width)).toBe(count);
  });
});

describe('assignColumns (each card to the shortest column, the leftmost on a tie)', () => {
  it('fills empty columns left to right, then always the shortest', () => {
    expect(assignColumns([100, 300, 200, 50, 50], [0, 0, 0])).toEqual([0, 1, 2, 0, 0]);
  });

  it('takes the heights the columns already have, so appended cards never displace the shown ones', () => {
    expect(assignColumns([100, 100], [500, 200, 300])).toEqual([1, 1]);
    expect(assignColumns([100, 100, 100], [500, 200, 300])).toEqual([1, 1, 2]);
  });

  it('puts everything in the one column when only one is shown', () => {
    expect(assignColumns([10, 20, 30], [0])).toEqual([0, 0, 0]);
  });

  it('prefers the leftmost of equally short columns', () => {
    expect(assignColumns([10], [40, 20, 20])).toEqual([1]);
  });

  it('has nowhere else to go without columns', () => {
    expect(assignColumns([10, 20], [])).toEqual([0, 0]);
  });
});

describe('bracketFields (jQuery.param of the attributes object, as the plugin reads it)', () => {
  it('nests objects, repeats arrays of scalars with [], stringifies booleans and numbers', () => {
    expect(
      bracketFields('attributes', {
        count: 3,
        shop_reviews: true,
        inactive_products: false,
        products: [1001, 1081],
        sort: 'DESC',
      }),
    ).toEqual([
      ['attributes[count]', '3'],
      ['attributes[shop_reviews]', 'true'],
      ['attributes[inactive_products]', 'false'],
      ['attributes[products][]', '1001'],
      ['attributes[products][]', '1081'],
      ['attributes[sort]', 'DESC'],
    ]);
  });

  it('sends nothing for an empty array, an empty value for null, and indexes arrays of objects', () => {
    expect(bracketFields('a', { tags: [], color: null, rows: [{ x: 1 }] })).toEqual([
      ['a[color]', ''],
      ['a[rows][0][x]', '1'],
    ]);
  });
});

describe('showMorePayload (spec §7.2 ivole_show_more_grid_reviews)', () => {
  const attributes = { count: 8, show_more: 7, comment__not_in: [5], products: [1001] };

  it('carries every shown product and shop review id as comment__not_in, product cards first', () => {
    const payload = showMorePayload(attributes, { product: ['7082', '7001'], shop: ['95001'] }, 0);
    expect(payload[0]).toEqual(['action', 'ivole_show_more_grid_reviews']);
    expect(payload).toContainEqual(['rating', '0']);
    expect(payload.filter(([key]) => key === 'attributes[comment__not_in][]').map(([, value]) => value)).toEqual([
      '7082',
      '7001',
      '95001',
    ]);
    expect(payload).toContainEqual(['attributes[show_more]', '7']);
    expect(payload).toContainEqual(['attributes[products][]', '1001']);
  });

  it("replaces the block's own comment__not_in and drops ids that are not review ids", () => {
    const payload = showMorePayload(attributes, { product: ['12', 'abc', ''], shop: ['-3'] }, 4);
    expect(payload.filter(([key]) => key.startsWith('attributes[comment__not_in]'))).toEqual([
      ['attributes[comment__not_in][]', '12'],
    ]);
    expect(payload).toContainEqual(['rating', '4']);
  });
});

describe('freshIds (an answer never adds a card twice)', () => {
  it('keeps the answer order, without ids already shown, repeated or empty', () => {
    expect(freshIds(['3', '1', '4', '1', '', '5'], new Set(['4']))).toEqual(['3', '1', '5']);
  });
});

describe('isAttributes', () => {
  it('accepts a JSON object only', () => {
    expect(isAttributes({ count: 3 })).toBe(true);
    expect(isAttributes([1])).toBe(false);
    expect(isAttributes('x')).toBe(false);
    expect(isAttributes(null)).toBe(false);
  });
});
