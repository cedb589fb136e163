import { afterEach, describe, expect, it } from 'vitest';
import type { DiscountSwapAnswer } from '../../../../src/api/cart.ts';
import { fail, ok } from '../../../../src/api/result.ts';
import { swapChangedCart, swapFields } from '../../../../src/widgets/cart/discount-swap/model.ts';

afterEach(() => document.body.replaceChildren());

function control(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body.querySelector<HTMLElement>('.awdr_change_product, select')!;
}

// woo-discount-rules-pro template buy-x-get-y-select-auto-add-variant.php: one span per variant to change to.
const SPAN =
  '<div class="awdr_free_product_variants"><span class="awdr_change_product" data-pid="77" data-rule_id="r-5" data-parent_id="70"><span class="awdr-product-name">Tricou - M</span></span></div>';
// The fixture shop's gift select (fixtures/server/render/cart-page.ts giftRow): the rule on the select, the product on the option.
const SELECT = (options: string) =>
  `<select class="awdr-change-free-product" name="awdr_free_product[r-9]" data-rule_id="r-9" data-parent_id="0">${options}</select>`;

describe('§3.1 the discount product change request: product_id, rule_unique_id, parent_id, awdr_nonce', () => {
  it.each<[string, string, object | null]>([
    [
      'the span carries the product, the rule and the parent',
      SPAN,
      { product_id: '77', rule_unique_id: 'r-5', parent_id: '70', awdr_nonce: 'n0nce' },
    ],
    [
      "the gift select sends the chosen option's data-pid",
      SELECT('<option value="1" data-pid="11">A</option><option value="2" data-pid="12" selected>B</option>'),
      { product_id: '12', rule_unique_id: 'r-9', parent_id: '0', awdr_nonce: 'n0nce' },
    ],
    [
      'an option without data-pid sends its value',
      SELECT('<option value="21" selected>A</option>'),
      { product_id: '21', rule_unique_id: 'r-9', parent_id: '0', awdr_nonce: 'n0nce' },
    ],
    [
      'a missing parent is sent empty',
      '<span class="awdr_change_product" data-pid="77" data-rule_id="r-5"></span>',
      { product_id: '77', rule_unique_id: 'r-5', parent_id: '', awdr_nonce: 'n0nce' },
    ],
    [
      'no product: nothing is sent',
      '<span class="awdr_change_product" data-rule_id="r-5" data-parent_id="70"></span>',
      null,
    ],
    ['no rule: nothing is sent', '<span class="awdr_change_product" data-pid="77" data-parent_id="70"></span>', null],
  ])('%s', (_rule, markup, expected) => {
    expect(swapFields(control(markup), 'n0nce')).toEqual(expected);
  });
});

describe("§7.2/§8 only success with data 1 (PHP's loose == 1) changes the cart", () => {
  it.each<[string, Parameters<typeof swapChangedCart>[0], boolean]>([
    ['success, data 1', ok<DiscountSwapAnswer>({ success: true, data: 1 }), true],
    ['success, data "1"', ok<DiscountSwapAnswer>({ success: true, data: '1' }), true],
    ['success, data true', ok<DiscountSwapAnswer>({ success: true, data: true }), true],
    ['success, data 0', ok<DiscountSwapAnswer>({ success: true, data: 0 }), false],
    ['success, data "0"', ok<DiscountSwapAnswer>({ success: true, data: '0' }), false],
    ['success without data', ok<DiscountSwapAnswer>({ success: true, data: undefined }), false],
    ['no success, data 1', ok<DiscountSwapAnswer>({ success: false, data: 1 }), false],
    ['a failed call is ignored', fail<DiscountSwapAnswer>({ kind: 'http', status: 500 }), false],
  ])('%s', (_rule, result, expected) => {
    expect(swapChangedCart(result)).toBe(expected);
  });
});
