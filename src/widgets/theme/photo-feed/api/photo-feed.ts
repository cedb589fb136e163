import { readEndpoints } from '../../../../config/woocommerce.ts';
import { adminAjaxQuery } from '../../../../api/admin-ajax.ts';
import { boolean, object, string } from '../../../../api/decode.ts';
import { isSameOrigin } from '../../../../api/origin.ts';
import { fail, ok, type Result } from '../../../../api/result.ts';

/** The feed block's answer: the photos' HTML, or the theme's own reason it has none. */
export type PhotoFeed =
  { readonly loaded: true; readonly html: string } | { readonly loaded: false; readonly message: string };

/** A feed is decoration: after this long the placeholders simply stay. */
const PHOTO_FEED_TIMEOUT_MS = 10_000;

const answer = object({ success: boolean, data: string });

/**
 * Flatsome's social photo feed (spec §7.2): GET ?action=flatsome_load_instagram&data={block data},
 * answering `{success, data}`, data being the block's HTML on success and a message otherwise.
 * The HTML is used only from a same-origin endpoint; from elsewhere it counts as a failure.
 */
export async function loadPhotoFeed(data: string, signal?: AbortSignal): Promise<Result<PhotoFeed>> {
  const result = await adminAjaxQuery('GET', { action: 'flatsome_load_instagram', data }, answer, {
    timeout: PHOTO_FEED_TIMEOUT_MS,
    signal,
  });
  if (!result.ok) return result;
  const { success, data: body } = result.value;
  if (!success) return ok({ loaded: false, message: body });
  const endpoint = readEndpoints().adminAjaxUrl;
  if (!isSameOrigin(endpoint)) {
    console.warn(`[vitrina] photo feed: HTML from another origin (${endpoint}) was ignored.`);
    return fail({ kind: 'server', code: 'cross_origin', message: '' });
  }
  return ok({ loaded: true, html: body });
}
