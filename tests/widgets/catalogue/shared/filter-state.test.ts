// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clearAll,
  hasActiveFilters,
  isTaxonomyKey,
  normaliseSku,
  OTHER_KEYS,
  removeChip,
  setPrice,
  setSingle,
  setSku,
  setSlugs,
  TAXONOMY_KEYS,
  toggleRating,
  toggleSlug,
  type FilterValues,
} from '../../../../src/widgets/catalogue/shared/filter-state.ts';

type Step = [string, FilterValues, (values: FilterValues) => FilterValues, FilterValues];

describe('§4.4 filter transitions', () => {
  it.each<Step>([
    [
      'checking appends the slug',
      { pa_culoare: 'rosu' },
      (v) => toggleSlug(v, 'pa_culoare', 'negru', true),
      { pa_culoare: 'rosu,negru' },
    ],
    [
      'checking the first slug creates the key',
      {},
      (v) => toggleSlug(v, 'pa_culoare', 'rosu', true),
      { pa_culoare: 'rosu' },
    ],
    [
      'checking twice does not duplicate',
      { pa_culoare: 'rosu' },
      (v) => toggleSlug(v, 'pa_culoare', 'rosu', true),
      { pa_culoare: 'rosu' },
    ],
    [
      'unchecking removes the slug',
      { pa_culoare: 'rosu,negru' },
      (v) => toggleSlug(v, 'pa_culoare', 'rosu', false),
      { pa_culoare: 'negru' },
    ],
    ['an empty list deletes the key', { pa_culoare: 'rosu' }, (v) => toggleSlug(v, 'pa_culoare', 'rosu', false), {}],
    ['radio / select set a single slug', { pa_tip: 'a' }, (v) => setSingle(v, 'pa_tip', 'b'), { pa_tip: 'b' }],
    ['a slug of 0 clears the key', { pa_tip: 'a' }, (v) => setSingle(v, 'pa_tip', '0'), {}],
    [
      'multi-select joins the slugs and ignores 0',
      {},
      (v) => setSlugs(v, 'pa_tip', ['0', 'a', 'b']),
      { pa_tip: 'a,b' },
    ],
    [
      'any change sets the page back to 1 (page)',
      { page: '3', pa_tip: 'a' },
      (v) => toggleSlug(v, 'pa_culoare', 'rosu', true),
      { pa_tip: 'a', pa_culoare: 'rosu' },
    ],
    [
      'any change sets the page back to 1 (paged, product-page)',
      { paged: '2', 'product-page': '2' },
      (v) => setSingle(v, 'pa_tip', 'a'),
      { pa_tip: 'a' },
    ],
    [
      'removing a chip removes that one value',
      { pa_culoare: 'rosu,negru', pa_marime: 'm' },
      (v) => removeChip(v, 'pa_culoare', 'negru'),
      { pa_culoare: 'rosu', pa_marime: 'm' },
    ],
    [
      'removing the price chip removes both prices',
      { min_price: '1', max_price: '9', pa_tip: 'a' },
      (v) => removeChip(v, 'price'),
      { pa_tip: 'a' },
    ],
    ['removing the rating chip removes min_rating', { min_rating: '4' }, (v) => removeChip(v, 'min_rating'), {}],
    ['clicking the chosen rating again removes it', { min_rating: '4' }, (v) => toggleRating(v, '4'), {}],
    ['choosing another rating replaces it', { min_rating: '4' }, (v) => toggleRating(v, '3'), { min_rating: '3' }],
    ['rating 0 removes it', { min_rating: '4' }, (v) => toggleRating(v, '0'), {}],
    ['setting a price keeps min and max', {}, (v) => setPrice(v, 10, 50), { min_price: '10', max_price: '50' }],
    [
      'a price without upper bound sets only min_price',
      { max_price: '80' },
      (v) => setPrice(v, 10, undefined),
      { min_price: '10' },
    ],
    ['§5.8 SKU: the first space is stripped', {}, (v) => setSku(v, ' AB 12'), { woof_sku: 'AB 12' }],
    ['an empty SKU deletes the key', { woof_sku: 'X' }, (v) => setSku(v, ''), {}],
  ])('%s', (_rule, before, step, after) => {
    expect(step(before)).toEqual(after);
  });

  it('transitions never change their input', () => {
    const before = Object.freeze({ pa_culoare: 'rosu' });
    toggleSlug(before, 'pa_culoare', 'negru', true);
    expect(before).toEqual({ pa_culoare: 'rosu' });
  });
});

describe('§4.4 reset / clear all', () => {
  it.each<[string, FilterValues, boolean, FilterValues]>([
    ['permalinks on: everything goes, page_id too', { page_id: '7', pa_tip: 'a', min_price: '1' }, true, {}],
    ['permalinks off: page_id stays', { page_id: '7', pa_tip: 'a', orderby: 'price' }, false, { page_id: '7' }],
    ['permalinks off without page_id: empty', { pa_tip: 'a' }, false, {}],
  ])('%s', (_rule, before, permalinks, after) => {
    expect(clearAll(before, permalinks)).toEqual(after);
  });
});

describe('§3.4 keys', () => {
  it.each(TAXONOMY_KEYS.map((key) => [key]))('%s is a taxonomy key (comma-joined slugs)', (key) => {
    expect(isTaxonomyKey(key)).toBe(true);
    expect(toggleSlug(toggleSlug({}, key, 'a', true), key, 'b', true)).toEqual({ [key]: 'a,b' });
  });

  it.each(OTHER_KEYS.map((key) => [key]))('%s is not a taxonomy key', (key) => {
    expect(isTaxonomyKey(key)).toBe(false);
  });

  it.each<[string, FilterValues, boolean]>([
    ['a taxonomy value is an active filter', { pa_tip: 'a' }, true],
    ['a price is an active filter', { max_price: '9' }, true],
    ['sorting alone is not', { orderby: 'price', perpage: '24', page_id: '3' }, false],
  ])('%s', (_rule, values, active) => {
    expect(hasActiveFilters(values)).toBe(active);
  });

  it('normaliseSku strips only the first space', () => {
    expect(normaliseSku('A B C')).toBe('AB C');
  });
});
