import { send, type HttpRequest } from './http.ts';
import { refuseCrossOrigin, refuseForeignAnswer, refuseRedirect } from './origin.ts';
import { fail, ok, type Result } from './result.ts';

/**
 * The one door out of the browser (design §7). Nonces, the shopper's form and cookies go only to
 * the shop's own origin: the URL is checked before sending, and no redirect is followed (http.ts
 * sends with `redirect: 'manual'`), so a 307 cannot carry the body on to another site. A redirect
 * answer is an error, and an answer that still ended elsewhere is refused before any of its HTML
 * or JSON is read. Every call in src/api/ sends through here; lint refuses a
 * direct `send` or a raw fetch/XMLHttpRequest elsewhere in api/ (eslint.config.js).
 */
export async function sendGated(request: HttpRequest, what: string): Promise<Result<Response>> {
  const refused = refuseCrossOrigin(request.url, what);
  if (refused) return refused;
  const sent = await send(request);
  if (!sent.ok) return sent;
  return refuseRedirect(sent.value, what) ?? refuseForeignAnswer(sent.value, what) ?? sent;
}

export interface UploadRequest {
  readonly url: string;
  readonly body: FormData;
  readonly timeout: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (percent: number) => void;
}

/**
 * The same gate for the one call fetch cannot make (upload progress needs XMLHttpRequest over
 * HTTP/1.1). Resolves the status and body; an abort through the signal rejects with AbortError,
 * as fetch does.
 *
 * XMLHttpRequest always follows a redirect, and a 307/308 would send the file and the nonce again
 * to wherever it points before any check could run. So the same URL is asked first, with the same
 * method and nothing of the shopper's (`redirect: 'manual'`, through `sendGated`): a shop that
 * redirects its admin-ajax (a moved domain, a maintenance or login wall, a proxy rule) answers that
 * with the redirect, which is refused, and the file is never sent. What this cannot catch, a server
 * that redirects the upload alone, is written down in docs/architecture.md ("Redirects").
 */
export async function uploadGated(
  request: UploadRequest,
  what: string,
): Promise<Result<{ readonly status: number; readonly body: string }>> {
  const started = performance.now();
  const probe = await sendGated(
    { url: request.url, method: 'POST', timeout: request.timeout, signal: request.signal },
    `${what} (redirect check)`,
  );
  if (!probe.ok) return probe;
  await probe.value.body?.cancel().catch(() => undefined);
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(new DOMException('upload aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    // The URL is the shop's own (checked above), so its cookies go anyway; credentials would only
    // add another origin's cookies should the request still be redirected there.
    xhr.withCredentials = false;
    // Not a CORS-safelisted header: were the upload still redirected to another origin, the
    // browser would first ask that origin's leave (a preflight, no body) and send nothing to a site
    // that does not grant it. On the shop's own origin it asks nothing first.
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    // The deadline (what is left of it after the redirect check) is a page timer, as every other
    // call's is (ky's, http.ts), not `xhr.timeout`: one clock for all of them, which the tests'
    // page clock drives (e2e/support/held.ts).
    let late = false;
    const deadline = setTimeout(
      () => {
        late = true;
        xhr.abort();
      },
      Math.max(1, Math.round(request.timeout - (performance.now() - started))),
    );
    xhr.onloadend = () => clearTimeout(deadline);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () =>
      resolve(
        refuseForeignAnswer({ url: xhr.responseURL }, what) ?? ok({ status: xhr.status, body: xhr.responseText }),
      );
    xhr.onerror = () => resolve(fail({ kind: 'offline' }));
    xhr.onabort = () =>
      late ? resolve(fail({ kind: 'timeout' })) : reject(new DOMException('upload aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}

/**
 * The same gate for a beacon sent as the page goes away: `navigator.sendBeacon` outlives the page,
 * and a plain string goes as text/plain, which asks the server nothing first. It carries no nonce
 * and no form, and the shop's own route answers it without a redirect. False when not queued.
 */
export function beaconGated(url: string, body: string, what: string): boolean {
  if (refuseCrossOrigin(url, what) || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(url, body);
}
