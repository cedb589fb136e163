import { adminAjaxQuery } from '../../../../api/admin-ajax.ts';
import * as decoders from '../../../../api/decode.ts';
import type { Decoder } from '../../../../api/decode.ts';
import type { Result } from '../../../../api/result.ts';

/**
 * Flatsome's live search (spec §7.2, §3.10): `GET ?action=flatsome_ajax_search_products[&product_cat=…]&query=…`.
 * The theme answers `{suggestions: [...]}` (its autocomplete library's format); a bare list is
 * accepted too. Every field stays text here: the widget decides what may become a link or an image.
 */
export interface SearchSuggestion {
  /** -1 marks the theme's "No results" row, which leads nowhere. */
  readonly id: number;
  readonly url: string;
  /** The product name, as text. */
  readonly value: string;
  readonly img: string;
  /** WooCommerce price HTML, shown only as its text. */
  readonly price: string;
}

const suggestion: Decoder<SearchSuggestion> = (input, path) => {
  const item = decoders.object({
    id: decoders.numeric,
    url: decoders.optional(decoders.text),
    value: decoders.text,
    img: decoders.optional(decoders.text),
    price: decoders.optional(decoders.text),
  })(input, path);
  return { id: item.id, url: item.url ?? '', value: item.value, img: item.img ?? '', price: item.price ?? '' };
};

export const suggestionsDecoder: Decoder<SearchSuggestion[]> = (input, path) => {
  if (Array.isArray(input)) return decoders.array(suggestion)(input, path);
  return decoders.object({ suggestions: decoders.array(suggestion) })(input, path).suggestions;
};

/**
 * The request's fields. Flatsome filters by category whenever `product_cat` is present in the
 * request (legacy-contracts §18), so it is sent only for a chosen category, never empty.
 */
export function searchFields(query: string, category: string): Record<string, string> {
  const chosen = category.trim();
  return chosen === ''
    ? { action: 'flatsome_ajax_search_products', query }
    : { action: 'flatsome_ajax_search_products', product_cat: chosen, query };
}

export function searchProducts(
  query: string,
  category: string,
  signal?: AbortSignal,
): Promise<Result<SearchSuggestion[]>> {
  return adminAjaxQuery('GET', searchFields(query, category), suggestionsDecoder, { timeout: 10_000, signal });
}
