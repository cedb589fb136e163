import { vi } from 'vitest';

export interface Seen {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string;
  /** How the request asked fetch to treat a redirect ('follow' unless set). */
  readonly redirect: RequestRedirect;
}

type Reply = Response | 'network' | 'hang' | ((seen: Seen) => Response | 'network' | 'hang');

/** Stubs fetch with a queue of replies and records every request, in order. */
export function fakeServer(...replies: Reply[]) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const entry: Seen = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: await request.text(),
      redirect: request.redirect ?? 'follow',
    };
    seen.push(entry);
    const next = replies.shift() ?? new Response('null');
    const reply = typeof next === 'function' ? next(entry) : next;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        // As fetch does: a signal aborted before the call rejects at once.
        if (request.signal.aborted) return reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      });
    }
    return reply;
  });
  vi.stubGlobal('fetch', fetch);
  return { seen, fetch };
}

export const json = (value: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(value), { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });

/**
 * What fetch hands back for a 3xx when the request said `redirect: 'manual'`: an opaque answer of
 * status 0 with nothing readable (the browser went no further).
 */
export function opaqueRedirect(): Response {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
  Object.defineProperty(response, 'status', { value: 0 });
  Object.defineProperty(response, 'ok', { value: false });
  return response;
}
