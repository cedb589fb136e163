import { parseVariationList, type Variation } from './api/variation.ts';

/**
 * The variations a form prints in `data-product_variations` (WooCommerce's variation JSON), and
 * the matching rules of add-to-cart-variation.js: an attribute value of '' in a variation means
 * "any option".
 */
export type { Variation };
export type Choice = Readonly<Record<string, string>>;

/** Parses the attribute; null when the product uses AJAX variations (`false`) or the JSON is unreadable. */
export function parseVariations(json: string | null): Variation[] | null {
  return parseVariationList(json);
}

/**
 * WooCommerce prints `false` when a product has more variations than
 * `woocommerce_ajax_variation_threshold` (30): the server is asked for each complete choice.
 */
export function asksServer(json: string | null): boolean {
  return json !== null && json.trim() === 'false';
}

function fits(variation: Variation, choice: Choice, ignore?: string): boolean {
  return Object.entries(choice).every(([name, value]) => {
    if (name === ignore || value === '') return true;
    const wanted = variation.attributes[name];
    return wanted === undefined || wanted === '' || wanted === value;
  });
}

/** Variations compatible with a (possibly partial) choice. */
function matchingVariations(variations: readonly Variation[], choice: Choice): Variation[] {
  return variations.filter((variation) => fits(variation, choice));
}

/** The variation a complete choice selects, or null while any attribute is still empty. */
export function findVariation(
  variations: readonly Variation[],
  choice: Choice,
  attributeNames: readonly string[],
): Variation | null {
  if (attributeNames.some((name) => !choice[name])) return null;
  return matchingVariations(variations, choice).find((variation) => variation.variation_is_active) ?? null;
}

/** An option is available when some active variation fits it together with the other chosen attributes. */
export function isOptionAvailable(
  variations: readonly Variation[],
  choice: Choice,
  attributeName: string,
  value: string,
): boolean {
  return variations.some((variation) => {
    if (!variation.variation_is_active) return false;
    const own = variation.attributes[attributeName];
    if (own !== undefined && own !== '' && own !== value) return false;
    return fits(variation, choice, attributeName);
  });
}

/** The last three only for forms that ask the server (`data-product_variations="false"`). */
export type ButtonState = 'needs-choice' | 'out-of-stock' | 'unavailable' | 'ready' | 'asking' | 'no-match' | 'failed';

export function buttonState(variation: Variation | null): ButtonState {
  if (!variation) return 'needs-choice';
  if (!variation.is_in_stock) return 'out-of-stock';
  if (!variation.is_purchasable) return 'unavailable';
  return 'ready';
}
