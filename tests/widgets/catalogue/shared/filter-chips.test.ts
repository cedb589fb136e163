// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chipGroups, type ChipTexts } from '../../../../src/widgets/catalogue/shared/filter-chips.ts';

const texts: ChipTexts = {
  title: (key) =>
    ({
      pa_culoare: 'Culoare',
      pa_marime: 'Mărime produs',
      price: 'Preț',
      min_rating: 'Evaluare',
      woof_sku: 'Cod produs',
    })[key] ?? key,
  termName: (_tax, slug) => ({ rosu: 'Roșu', negru: 'Negru', m: 'M' })[slug] ?? slug,
  priceLabel: (min, max) => `${min ?? 0} – ${max ?? '∞'} lei`,
  ratingLabel: (rating) => `${rating}+`,
};

describe('§2.1 active filter chips', () => {
  it('one chip per value, grouped under the title followed by ":"', () => {
    expect(chipGroups({ swoof: '1', pa_culoare: 'rosu,negru', pa_marime: 'm', orderby: 'price' }, texts)).toEqual([
      {
        key: 'pa_culoare',
        heading: 'Culoare:',
        chips: [
          { key: 'pa_culoare', slug: 'rosu', label: 'Roșu' },
          { key: 'pa_culoare', slug: 'negru', label: 'Negru' },
        ],
      },
      { key: 'pa_marime', heading: 'Mărime produs:', chips: [{ key: 'pa_marime', slug: 'm', label: 'M' }] },
    ]);
  });

  it('the price is one chip for both bounds', () => {
    expect(chipGroups({ min_price: '10', max_price: '50' }, texts)).toEqual([
      { key: 'price', heading: 'Preț:', chips: [{ key: 'price', label: '10 – 50 lei' }] },
    ]);
  });

  it('rating and SKU have their chips; SKU shows the text as typed', () => {
    expect(chipGroups({ min_rating: '4', woof_sku: '<b>x</b>' }, texts).map((group) => group.chips[0]?.label)).toEqual([
      '4+',
      '<b>x</b>',
    ]);
  });

  it('no chips without filters', () => {
    expect(chipGroups({ orderby: 'price', perpage: '24', page_id: '3' }, texts)).toEqual([]);
  });
});
