import { afterEach, describe, expect, it } from 'vitest';
import {
  readAnalyticsQueue,
  readSingleProductParams,
  readVariationResetText,
} from '../../src/config/single-product.ts';
import { readDiscountParams } from '../../src/widgets/product/quantity-discounts/config/discounts.ts';
import { forgetOverride } from '../../src/config/override.ts';

const globals = window as unknown as Record<string, unknown>;
afterEach(() => {
  for (const name of ['wc_single_product_params', 'awdr_params', '_wca', 'wc_add_to_cart_variation_params'])
    delete globals[name];
  document.getElementById('vitrina-config')?.remove();
  forgetOverride();
});

describe('wc_single_product_params', () => {
  it('reads the stringified scalars wp_localize_script prints', () => {
    globals.wc_single_product_params = {
      i18n_required_rating_text: 'Alege',
      review_rating_required: 'no',
      zoom_enabled: '',
      photoswipe_enabled: '1',
      i18n_rating_options: ['a', 'b', 'c', 'd', 'e'],
    };
    expect(readSingleProductParams()).toEqual({
      requiredRatingText: 'Alege',
      ratingOptions: ['a', 'b', 'c', 'd', 'e'],
      reviewRatingRequired: false,
      zoomEnabled: false,
      lightboxEnabled: true,
    });
  });

  it('falls back to the Romanian texts when missing', () => {
    const params = readSingleProductParams();
    expect(params.requiredRatingText).toBe('Te rog selectează o evaluare');
    expect(params.ratingOptions[0]).toBe('Una din 5 stele');
    expect(params.reviewRatingRequired).toBe(true);
    expect(readVariationResetText()).toMatch(/^Selecția ta a fost resetată/);
  });
});

describe('awdr_params', () => {
  it('keeps show_when_matched as printed and lets the JSON override switch to show_dynamically', () => {
    globals.awdr_params = {
      nonce: 'n1',
      enable_update_price_with_qty: 'show_when_matched',
      awdr_dynamic_bulk_table_off: 'on',
      awdr_opacity_to_bulk_table: '',
    };
    expect(readDiscountParams()).toMatchObject({
      present: true,
      nonce: 'n1',
      priceUpdate: 'show_when_matched',
      dynamicBulkTable: true,
      bulkTableOpacity: 0.5,
    });
    const tag = document.createElement('script');
    tag.type = 'application/json';
    tag.id = 'vitrina-config';
    tag.textContent = JSON.stringify({
      globals: { awdr_params: { enable_update_price_with_qty: 'show_dynamically' } },
    });
    document.head.append(tag);
    forgetOverride();
    expect(readDiscountParams()).toMatchObject({ nonce: 'n1', priceUpdate: 'show_dynamically' });
  });

  it('is absent without the global', () => {
    expect(readDiscountParams().present).toBe(false);
  });
});

describe('the store analytics queue (_wca)', () => {
  it('pushes into the array the page printed; absent or not pushable means null', () => {
    expect(readAnalyticsQueue()).toBeNull();
    globals._wca = 'nope';
    expect(readAnalyticsQueue()).toBeNull();
    const queue: unknown[] = [];
    globals._wca = queue;
    readAnalyticsQueue()?.push({ _en: 'x' });
    expect(queue).toEqual([{ _en: 'x' }]);
  });
});
