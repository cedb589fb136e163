import { adminAjaxQuery } from '../../../../api/admin-ajax.ts';
import * as d from '../../../../api/decode.ts';
import type { Result } from '../../../../api/result.ts';

/**
 * Mailchimp for WooCommerce's query-string actions (spec §7.2, legacy-contracts §14). The body is
 * url-encoded properly, so a `+` in an address reaches the server as `+` (the old script sent it raw).
 */
/** A background call nobody waits for; a hung one should not hold the next attempt long. */
const MAILCHIMP_TIMEOUT_MS = 10_000;

export async function setMailchimpUser(
  email: string,
  language: string,
  subscribed: boolean,
  signal?: AbortSignal,
): Promise<Result<unknown>> {
  return adminAjaxQuery('POST', { action: 'mailchimp_set_user_by_email' }, (input) => input, {
    body: { email, mc_language: language, subscribed: subscribed ? '1' : '0' },
    timeout: MAILCHIMP_TIMEOUT_MS,
    signal,
  });
}

const userDecoder = d.object({ email: d.optional(d.string) });

/** The e-mail behind a cart-recovery link's `mc_cart_id`, or '' when the server knows none. */
export async function mailchimpUserByHash(hash: string): Promise<Result<string>> {
  const result = await adminAjaxQuery('POST', { action: 'mailchimp_get_user_by_hash', hash }, userDecoder, {
    timeout: MAILCHIMP_TIMEOUT_MS,
  });
  return result.ok ? { ok: true, value: result.value.email ?? '' } : result;
}
