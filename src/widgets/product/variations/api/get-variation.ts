import type { Decoder } from '../../../../api/decode.ts';
import type { Result } from '../../../../api/result.ts';
import { variationDecoder, type Variation } from './variation.ts';
import { wcAjax, type CallOptions } from '../../../../api/wc-ajax.ts';

/** A variation, or WooCommerce's `false`: no variation matches the chosen attributes. */
export type VariationAnswer = { readonly found: true; readonly variation: Variation } | { readonly found: false };

/**
 * WC_AJAX::get_variation answers `wp_send_json( $variation )`, the variation or `false`; for a
 * missing or non-variable product it ends with an empty body (`wp_die()`). Its script takes any
 * falsy answer as no match, so `null` and an empty body (read as null) are no match here too.
 */
const variationAnswerDecoder: Decoder<VariationAnswer> = (input, path) =>
  input === false || input === null ? { found: false } : { found: true, variation: variationDecoder(input, path) };

/** A choice waits for this answer; after it the shopper is told and may try again. */
const GET_VARIATION_TIMEOUT_MS = 10_000;

/**
 * POST ?wc-ajax=get_variation with the form's `attribute_*` fields and `product_id`, as
 * add-to-cart-variation.js asks when the form prints `data-product_variations="false"`.
 */
export function getVariation(
  productId: number,
  attributes: Readonly<Record<string, string>>,
  options: CallOptions = {},
): Promise<Result<VariationAnswer>> {
  const { timeout = GET_VARIATION_TIMEOUT_MS, signal } = options;
  return wcAjax('get_variation', { ...attributes, product_id: String(productId) }, variationAnswerDecoder, {
    timeout,
    signal,
  });
}
