import { readEndpoints } from '../../../../config/woocommerce.ts';
import { number, object } from '../../../../api/decode.ts';
import { toSearchParams } from '../../../../api/form.ts';
import { sendGated } from '../../../../api/gate.ts';
import { readText } from '../../../../api/http.ts';
import { rest } from '../../../../api/rest.ts';
import { fail, ok, type Result } from '../../../../api/result.ts';

/** These small calls answer at once or not at all: a shopper should not wait 30 s to see a notice come back. */
const NOTICE_TIMEOUT_MS = 10_000;

export type NoticeAction = 'ademti_dismissible_wp_notices_dismiss' | 'ademti_dismissible_wp_notices_snooze';

/**
 * Dismiss or snooze an admin notice (spec §7.2). The answer carries no data, but it tells success
 * from failure: admin-ajax ends a handled call with `0`, and the handler dies with a sentence
 * ("Invalid authorisation", "Unknown notice. Aborting") when it refuses.
 */
export async function sendNoticeAction(action: NoticeAction, slug: string, nonce: string): Promise<Result<null>> {
  const sent = await sendGated(
    {
      url: readEndpoints().adminAjaxUrl,
      method: 'POST',
      body: toSearchParams({ action, slug, nonce }),
      timeout: NOTICE_TIMEOUT_MS,
    },
    action,
  );
  if (!sent.ok) return sent;
  const body = await readText(sent.value);
  if (!body.ok) return body;
  const answer = body.value.trim();
  return answer === '0' || answer === ''
    ? ok(null)
    : fail({ kind: 'server', code: 'refused', message: answer.slice(0, 200) });
}

/** The part of the user object WordPress answers with that proves the update went through. */
const updatedUser = object({ id: number });

/**
 * The coming-soon banner's dismissal (spec §7.3): POST to the REST URL printed on the banner with
 * the banner's own nonce, the body as jQuery encoded `{woocommerce_meta: {...}}`. The nonce goes
 * only to this site.
 */
export async function dismissComingSoonBanner(restUrl: string, nonce: string): Promise<Result<null>> {
  let url: URL;
  try {
    url = new URL(restUrl, location.href);
  } catch {
    return fail({ kind: 'server', code: 'bad_url', message: 'the banner has no usable REST address' });
  }
  const body = toSearchParams({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' });
  // Through the REST layer: the origin gate, and a nonce that expired while the tab stayed open is renewed once.
  const answer = await rest(
    { url: url.toString(), method: 'POST', body, nonce, timeout: NOTICE_TIMEOUT_MS },
    updatedUser,
  );
  return answer.ok ? ok(null) : answer;
}
