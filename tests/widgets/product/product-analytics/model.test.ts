// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productViewEvent, toDecimalPrice } from '../../../../src/widgets/product/product-analytics/model.ts';

const guest = { timezone: '+03:00', isGuest: true, storeAdmin: false, device: 'desktop' };

describe('product_view (spec §3.5)', () => {
  it('carries id, name, category path, decimal price, type, currency and the {parentId}_{productId} content id with quantity 1', () => {
    expect(
      productViewEvent(
        {
          id: 7,
          name: 'Tricou',
          categories: ['Îmbrăcăminte', 'Tricouri'],
          price: '15.99',
          type: 'simple',
          currency: 'RON',
        },
        guest,
      ),
    ).toEqual({
      _en: 'woocommerceanalytics_product_view',
      pi: 7,
      pn: 'Tricou',
      pc: 'Îmbrăcăminte/Tricouri',
      pp: '15.99',
      pt: 'simple',
      currency: 'RON',
      content_ids: ['7_7'],
      contents: [{ id: '7_7', quantity: 1 }],
      store_currency: 'RON',
      timezone: '+03:00',
      is_guest: 1,
      store_admin: 0,
      device: 'desktop',
    });
  });

  it('uses the parent id when there is one', () => {
    expect(
      productViewEvent(
        { id: 8, parentId: 7, name: 'x', categories: [], price: '1.00', type: 'variation', currency: 'RON' },
        guest,
      ).content_ids,
    ).toEqual(['7_8']);
  });

  it.each([
    ['1,234.50 lei', '1234.50'],
    ['15.99 lei', '15.99'],
    ['', ''],
  ])('reads the price label %j as %j', (label, expected) => {
    expect(toDecimalPrice(label)).toBe(expected);
  });
});
