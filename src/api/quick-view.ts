import { adminAjaxText } from './admin-ajax.ts';
import type { Result } from './result.ts';

/** Flatsome's quick view (spec §2.2, §7.2): the product id in the field 'product'; the answer is HTML. */
export function quickView(productId: string, signal?: AbortSignal): Promise<Result<string>> {
  return adminAjaxText('flatsome_quickview', { product: productId }, { timeout: 15_000, signal });
}
