import { sameOrigin } from '../lib/same-origin.ts';
import { fail, type ApiError, type Result } from './result.ts';

/**
 * The request layer's side of the same-origin rule (design §7; the check itself is lib/same-origin.ts):
 * nonces and credentials go only to the shop's own origin, and HTML fields are inserted only from
 * answers that came from it.
 */
const CROSS_ORIGIN: ApiError = { kind: 'server', code: 'cross_origin', message: '' };

/**
 * A request answered with a redirect (3xx). The request layer never follows one (http.ts), so what
 * was sent reached only the shop; the widget says what §8 says for any other server error.
 */
const REDIRECTED: ApiError = { kind: 'server', code: 'redirected', message: '' };

export const isRedirected = (error: ApiError): boolean => error.kind === 'server' && error.code === 'redirected';

/** True for a URL (relative ones resolve against the page) on the page's own origin. */
export function isSameOrigin(url: string): boolean {
  return sameOrigin(url, location.href);
}

/**
 * An answer's final URL (after redirects) must be ours too. A Response built without a URL (no
 * network behind it) reports '' and is taken as the URL it was asked from.
 */
function answeredFromSameOrigin(response: { readonly url: string }): boolean {
  return response.url === '' || isSameOrigin(response.url);
}

/** Refuses a call before it leaves the browser when `url` is on another origin. */
export function refuseCrossOrigin(url: string, what: string): Result<never> | null {
  if (isSameOrigin(url)) return null;
  console.warn(`[vitrina] ${what}: ${url} is not on this site's origin; nothing was sent.`);
  return fail(CROSS_ORIGIN);
}

/** Refuses an answer that ended on another origin (a redirect), so none of its HTML is used. */
export function refuseForeignAnswer(response: { readonly url: string }, what: string): Result<never> | null {
  if (answeredFromSameOrigin(response)) return null;
  console.warn(`[vitrina] ${what}: the answer came from another origin (${response.url}) and was ignored.`);
  return fail(CROSS_ORIGIN);
}

/**
 * Refuses an answer that is a redirect. With `redirect: 'manual'` the browser hands back an opaque
 * response (status 0) and goes no further; a 3xx or a followed answer is refused the same way.
 */
export function refuseRedirect(
  response: Pick<Response, 'type' | 'status' | 'redirected'>,
  what: string,
): Result<never> | null {
  const isRedirect =
    response.type === 'opaqueredirect' || response.redirected || (response.status >= 300 && response.status < 400);
  if (!isRedirect) return null;
  console.warn(`[vitrina] ${what}: the server answered with a redirect, which is not followed; nothing was sent on.`);
  return fail(REDIRECTED);
}
