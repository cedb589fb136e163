import type { DiscountSwapAnswer, DiscountSwapFields } from '../../../api/cart.ts';
import type { Result } from '../../../api/result.ts';

/**
 * The request fields from the control: Woo Discount Rules' `.awdr_change_product` carries
 * `data-pid`, `data-rule_id`, `data-parent_id`; the shop's gift select
 * (`select.awdr-change-free-product`) carries the rule and parent, and the chosen option the product.
 */
export function swapFields(control: HTMLElement, nonce: string): DiscountSwapFields | null {
  const productId =
    control instanceof HTMLSelectElement
      ? (control.selectedOptions[0]?.dataset.pid ?? control.value)
      : control.dataset.pid;
  const ruleId = control.dataset.rule_id;
  if (!productId || !ruleId) return null;
  return {
    product_id: productId,
    rule_unique_id: ruleId,
    parent_id: control.dataset.parent_id ?? '',
    awdr_nonce: nonce,
  };
}

/**
 * Spec §7.2/§8: only `success` with `data` 1 (PHP's loose `== 1`: 1, "1", true) means the cart
 * changed and the cart form must post; anything else, failures included, is ignored.
 */
export function swapChangedCart(result: Result<DiscountSwapAnswer>): boolean {
  if (!result.ok || !result.value.success) return false;
  const { data } = result.value;
  return data === 1 || data === '1' || data === true;
}
