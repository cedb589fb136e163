import { beforeEach, describe, expect, it } from 'vitest';
import { parseVariations } from '../../../../src/widgets/product/variations/model.ts';
import { renderProductMeta } from '../../../../src/widgets/product/variations/product-meta.ts';

const [withAll, withNone] =
  parseVariations(
    JSON.stringify([
      {
        variation_id: 1,
        attributes: {},
        is_in_stock: true,
        sku: 'TRI-1521-3',
        weight: '0.2',
        weight_html: '0,2 kg',
        dimensions: { length: '10', width: '5', height: '1' },
        dimensions_html: '10 &times; 5 &times; 1 cm',
      },
      { variation_id: 2, attributes: {}, is_in_stock: true, sku: '', weight: '', weight_html: 'N/A' },
    ]),
  ) ?? [];

const text = (selector: string) => document.querySelector(selector)?.textContent;

describe('the product meta follows the variation (add-to-cart-variation.js wc_set_content / wc_reset_content)', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div class="product">
      <div class="product_meta"><span class="sku_wrapper">Cod produs: <span class="sku">TRI-1521</span></span></div>
      <table><tr class="woocommerce-product-attributes-item--weight"><td class="woocommerce-product-attributes-item__value">0,3 kg</td></tr>
      <tr class="woocommerce-product-attributes-item--dimensions"><td class="woocommerce-product-attributes-item__value">N/A</td></tr></table></div>`;
  });

  it('a variation with its own SKU, weight and dimensions shows them, dimensions decoded as text', () => {
    renderProductMeta(document, withAll ?? null);
    expect(text('.sku')).toBe('TRI-1521-3');
    expect(text('.woocommerce-product-attributes-item--weight td')).toBe('0,2 kg');
    expect(text('.woocommerce-product-attributes-item--dimensions td')).toBe('10 × 5 × 1 cm');
    expect(document.querySelector('.sku')?.getAttribute('data-o_content')).toBe('TRI-1521');
  });

  it('a variation without them puts the product’s own back; a clear does too', () => {
    renderProductMeta(document, withAll ?? null);
    renderProductMeta(document, withNone ?? null);
    expect(text('.sku')).toBe('TRI-1521');
    expect(text('.woocommerce-product-attributes-item--weight td')).toBe('0,3 kg');
    renderProductMeta(document, withAll ?? null);
    renderProductMeta(document, null);
    expect(text('.sku')).toBe('TRI-1521');
    expect(text('.woocommerce-product-attributes-item--dimensions td')).toBe('N/A');
  });
});
