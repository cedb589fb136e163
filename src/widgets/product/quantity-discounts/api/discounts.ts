import { readDiscountParams } from '../config/discounts.ts';
import { adminAjax } from '../../../../api/admin-ajax.ts';
import { object, optional, string, wrong, type Decoder } from '../../../../api/decode.ts';
import type { Result } from '../../../../api/result.ts';

/** Woo Discount Rules' admin-ajax calls (spec §7.2, §3.9). */

const priceFields = object({ price_html: optional(string), original_price_html: optional(string) });

/** An answer with neither price is the wrong shape: §8 clears the price area instead of leaving the old one. */
const priceDecoder: Decoder<PriceAnswer> = (input, path) => {
  const answer = priceFields(input, path);
  if (!answer.price_html && !answer.original_price_html)
    wrong(path ? `${path}.price_html` : 'price_html', 'price HTML', answer.price_html);
  return answer;
};
const tableDecoder = object({ bulk_table: string });

export type PriceAnswer = ReturnType<typeof priceFields>;

const nonce = () => readDiscountParams().nonce;

export function fetchDiscountedPrice(productId: string, quantity: string): Promise<Result<PriceAnswer>> {
  return adminAjax(
    'wdr_ajax',
    { method: 'get_price_html', product_id: productId, qty: quantity, awdr_nonce: nonce() },
    priceDecoder,
  );
}

export async function fetchBulkTable(variationId: string): Promise<Result<string>> {
  const answer = await adminAjax(
    'wdr_ajax',
    { method: 'get_variable_product_bulk_table', product_id: variationId, awdr_nonce: nonce() },
    tableDecoder,
  );
  return answer.ok ? { ok: true, value: answer.value.bulk_table } : answer;
}

/** The public helper's call; its answer is not shown (spec §7.2), so it is passed on untyped-but-decoded. */
export function fetchProductDiscount(
  productId: string,
  quantity: string,
  customPrice?: string,
): Promise<Result<unknown>> {
  return adminAjax(
    'awdr_get_product_discount',
    {
      product_id: productId,
      qty: quantity,
      awdr_nonce: nonce(),
      ...(customPrice ? { custom_price: customPrice } : {}),
    },
    (input) => input,
  );
}
