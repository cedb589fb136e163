import { adminAjaxText } from '../../../../api/admin-ajax.ts';
import { fail, mapResult, ok, type Result } from '../../../../api/result.ts';

/**
 * Flatsome's quick view answer is a fragment of markup. WordPress answers `0` or `-1` (and a
 * broken plugin anything else) when the action fails: text that is not markup is an error, so the
 * shopper is sent to the product page (§8) instead of a dialog showing "0".
 */
function quickViewHtml(body: string): Result<string> {
  return body.trimStart().startsWith('<')
    ? ok(body)
    : fail({ kind: 'invalid_json', detail: 'the quick view answer is not HTML' });
}

/** Flatsome's quick view (spec §2.2, §7.2): the product id in the field 'product'; the answer is HTML. */
export async function quickView(productId: string, signal?: AbortSignal): Promise<Result<string>> {
  return mapResult(
    await adminAjaxText('flatsome_quickview', { product: productId }, { timeout: 15_000, signal }),
    quickViewHtml,
  );
}
