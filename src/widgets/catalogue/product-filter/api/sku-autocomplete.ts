import { adminAjax } from '../../../../api/admin-ajax.ts';
import { array, object, optional, text, type Decoder } from '../../../../api/decode.ts';
import type { Result } from '../../../../api/result.ts';

/**
 * WOOF's SKU suggestions (spec §7.2, `woof_sku_autocomplete`). Apart from the filter's other calls
 * (filter.ts): only the panel's React half asks for them, so they ride in its chunk, and the
 * filter's chunk, fetched at load, shares nothing with that half.
 */

export interface SkuSuggestion {
  /** Shown value (text, never HTML). */
  readonly name: string;
  /** Description (text). */
  readonly type: string;
}

const suggestionsDecoder: Decoder<SkuSuggestion[]> = array((input, path) => {
  const item = object({ name: text, type: optional(text) })(input, path);
  return { name: item.name, type: item.type ?? '' };
});

export function skuAutocomplete(phrase: string, signal?: AbortSignal): Promise<Result<SkuSuggestion[]>> {
  return adminAjax('woof_sku_autocomplete', { dataType: 'json', phrase }, suggestionsDecoder, {
    timeout: 10_000,
    signal,
  });
}
