import { fail, type ApiError, type Result } from './result.ts';

/**
 * The one same-origin check of the request layer (design §7): nonces and credentials go only to
 * the shop's own origin, and HTML fields are inserted only from answers that came from it.
 */
export const CROSS_ORIGIN: ApiError = { kind: 'server', code: 'cross_origin', message: '' };

/** True for a URL (relative ones resolve against the page) on the page's own origin. */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * An answer's final URL (after redirects) must be ours too. A Response built without a URL (no
 * network behind it) reports '' and is taken as the URL it was asked from.
 */
export function answeredFromSameOrigin(response: { readonly url: string }): boolean {
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
