import { numeric, object, optional, record, string, text, truthy } from '../../../../api/decode.ts';
import { isRecord } from '../../../../lib/is-record.ts';

/**
 * One variation as WC_Product_Variable::get_available_variation() builds it: an entry of the
 * form's `data-product_variations`, or the whole answer of `?wc-ajax=get_variation`. Only the
 * fields a widget reads are decoded; CusRev adds the `_cr_*` identifiers.
 */
const imageDecoder = object({
  src: optional(string),
  srcset: optional(text),
  sizes: optional(text),
  full_src: optional(string),
  full_src_w: optional(numeric),
  full_src_h: optional(numeric),
  thumb_src: optional(string),
  gallery_thumbnail_src: optional(string),
  alt: optional(text),
  title: optional(text),
  caption: optional(text),
});

export const variationDecoder = object({
  variation_id: numeric,
  attributes: record(text),
  is_in_stock: truthy,
  is_purchasable: (input: unknown) => input === undefined || truthy(input, ''),
  variation_is_active: (input: unknown) => input === undefined || truthy(input, ''),
  price_html: optional(text),
  availability_html: optional(text),
  variation_description: optional(text),
  sku: optional(text),
  weight: optional(text),
  weight_html: optional(text),
  // Only whether the script would find it truthy: WooCommerce sends an object of three strings.
  dimensions: (input: unknown) =>
    input !== undefined && input !== null && input !== '' && input !== 0 && input !== false,
  dimensions_html: optional(text),
  image: (input: unknown, path: string) => (isRecord(input) ? imageDecoder(input, path) : undefined),
  min_qty: optional(text),
  max_qty: optional(text),
  _cr_gtin: optional(text),
  _cr_mpn: optional(text),
  _cr_brand: optional(text),
});

export type Variation = ReturnType<typeof variationDecoder>;

/** The printed list; null when it is `false` (AJAX variations), missing or unreadable. */
export function parseVariationList(json: string | null): Variation[] | null {
  if (json === null || json.trim() === '' || json.trim() === 'false') return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map((item, index) => variationDecoder(item, `[${index}]`)) : null;
  } catch {
    return null;
  }
}
