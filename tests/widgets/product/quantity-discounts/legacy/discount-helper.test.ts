import { describe, expect, it } from 'vitest';
import { productIdOf } from '../../../../../src/widgets/product/quantity-discounts/legacy/discount-helper.ts';

const form = (inner: string) => {
  const element = document.createElement('form');
  element.innerHTML = inner;
  return element;
};

describe('the discount helper’s product (awdr-dynamic-price.js)', () => {
  it('takes the chosen variation first, else the add-to-cart id', () => {
    expect(
      productIdOf(form('<input name="variation_id" value="77"><button name="add-to-cart" value="12"></button>')),
    ).toBe('77');
    expect(productIdOf(form('<button name="add-to-cart" value="12"></button>'))).toBe('12');
  });

  it('has none without a number, or with 0', () => {
    expect(productIdOf(form(''))).toBeNull();
    expect(productIdOf(form('<input name="variation_id" value="0">'))).toBeNull();
  });
});
