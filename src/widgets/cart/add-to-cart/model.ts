import type { CartResponse } from '../../../api/cart.ts';
import type { ApiError, Result } from '../../../api/result.ts';

/** Our own attributes on the host (`data-vitrina`, `data-vitrina-state`) are not the button's data. */
const OURS = /^vitrina/;

/**
 * The add request's fields (legacy-contracts §1): everything another script stored with
 * `$.data(button)`, overwritten by every `data-*` attribute, scalars sent as text.
 */
export function requestFields(
  dataset: DOMStringMap,
  legacyData: Readonly<Record<string, unknown>> = {},
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(legacyData)) {
    if (OURS.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = String(value);
  }
  for (const [key, value] of Object.entries(dataset)) {
    if (!OURS.test(key) && value !== undefined) fields[key] = value;
  }
  return fields;
}

/** Only these buttons are the AJAX ones; the others keep their native link (legacy-contracts §1). */
export function isAjaxAddButton(element: Element): boolean {
  return element.matches('.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)');
}

export type AddOutcome =
  | { readonly kind: 'product-page'; readonly url: string }
  | { readonly kind: 'cart-page' }
  | { readonly kind: 'added'; readonly response: CartResponse }
  | { readonly kind: 'failed'; readonly error?: ApiError };

/**
 * Spec §4.1: an error with product_url goes to the product page; redirect-after-add goes to the
 * cart; otherwise the add is done. A failed call — and an error without a product page to show —
 * is a failure the widget recovers from by refreshing the cart.
 */
export function addOutcome(result: Result<CartResponse>, redirectAfterAdd: boolean): AddOutcome {
  if (!result.ok) return { kind: 'failed', error: result.error };
  const response = result.value;
  if (response.error)
    return response.productUrl ? { kind: 'product-page', url: response.productUrl } : { kind: 'failed' };
  if (redirectAfterAdd) return { kind: 'cart-page' };
  return { kind: 'added', response };
}
