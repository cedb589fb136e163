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
 */
export function uploadGated(request: UploadRequest, what: string): Promise<Result<{ readonly status: number; readonly body: string }>> {
  const refused = refuseCrossOrigin(request.url, what);
  if (refused) return Promise.resolve(refused);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    // The deadline is a page timer, as every other call's is (ky's, http.ts), not `xhr.timeout`:
    // one clock for all of them, which the tests' page clock drives (e2e/support/held.ts).
    let late = false;
    const deadline = setTimeout(() => {
      late = true;
      xhr.abort();
    }, request.timeout);
    xhr.onloadend = () => clearTimeout(deadline);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve(refuseForeignAnswer({ url: xhr.responseURL }, what) ?? ok({ status: xhr.status, body: xhr.responseText }));
    xhr.onerror = () => resolve(fail({ kind: 'offline' }));
    xhr.onabort = () => (late ? resolve(fail({ kind: 'timeout' })) : reject(new DOMException('upload aborted', 'AbortError')));
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
