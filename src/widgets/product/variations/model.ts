import * as decoders from '../../../api/decode.ts';

/**
 * The variations a form prints in `data-product_variations` (WooCommerce's variation JSON), and
 * the matching rules of add-to-cart-variation.js: an attribute value of '' in a variation means
 * "any option".
 */
const { object, optional, string, text, numeric, truthy, record } = decoders;

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

const variationDecoder = object({
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
  dimensions: (input: unknown) => input !== undefined && input !== null && input !== '' && input !== 0 && input !== false,
  dimensions_html: optional(text),
  image: (input: unknown, path: string) => (typeof input === 'object' && input !== null && !Array.isArray(input) ? imageDecoder(input, path) : undefined),
  min_qty: optional(text),
  max_qty: optional(text),
  _cr_gtin: optional(text),
  _cr_mpn: optional(text),
  _cr_brand: optional(text),
});

export type Variation = ReturnType<typeof variationDecoder>;
export type Choice = Readonly<Record<string, string>>;

/** Parses the attribute; null when the product uses AJAX variations (`false`) or the JSON is unreadable. */
export function parseVariations(json: string | null): Variation[] | null {
  if (json === null || json.trim() === '' || json.trim() === 'false') return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map((item, index) => variationDecoder(item, `[${index}]`)) : null;
  } catch {
    return null;
  }
}

function fits(variation: Variation, choice: Choice, ignore?: string): boolean {
  return Object.entries(choice).every(([name, value]) => {
    if (name === ignore || value === '') return true;
    const wanted = variation.attributes[name];
    return wanted === undefined || wanted === '' || wanted === value;
  });
}

/** Variations compatible with a (possibly partial) choice. */
export function matchingVariations(variations: readonly Variation[], choice: Choice): Variation[] {
  return variations.filter((variation) => fits(variation, choice));
}

/** The variation a complete choice selects, or null while any attribute is still empty. */
export function findVariation(variations: readonly Variation[], choice: Choice, attributeNames: readonly string[]): Variation | null {
  if (attributeNames.some((name) => !choice[name])) return null;
  return matchingVariations(variations, choice).find((variation) => variation.variation_is_active) ?? null;
}

/** An option is available when some active variation fits it together with the other chosen attributes. */
export function isOptionAvailable(variations: readonly Variation[], choice: Choice, attributeName: string, value: string): boolean {
  return variations.some((variation) => {
    if (!variation.variation_is_active) return false;
    const own = variation.attributes[attributeName];
    if (own !== undefined && own !== '' && own !== value) return false;
    return fits(variation, choice, attributeName);
  });
}

export type ButtonState = 'needs-choice' | 'out-of-stock' | 'unavailable' | 'ready';

export function buttonState(variation: Variation | null): ButtonState {
  if (!variation) return 'needs-choice';
  if (!variation.is_in_stock) return 'out-of-stock';
  if (!variation.is_purchasable) return 'unavailable';
  return 'ready';
}
