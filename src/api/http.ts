import { fail, ok, type Result } from './result.ts';
import { loadTransport, loadTransportOnFirstTouch, type Ky } from './transport.ts';

export interface HttpRequest {
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly body?: BodyInit;
  readonly headers?: Record<string, string>;
  /** Milliseconds before the call gives up with a `timeout` error. */
  readonly timeout?: number;
  readonly signal?: AbortSignal;
}

/** Long enough for a slow shop, short enough that a hung request ends in a message. */
export const DEFAULT_TIMEOUT_MS = 30_000;

// The request layer arrives with the first widget that may send; from then on, the page's first
// press, tap or key fetches ky ahead of the request it announces.
if (typeof document !== 'undefined') loadTransportOnFirstTouch(document);

/**
 * The one place a request leaves the browser. It never throws: a network failure is `offline`,
 * an expired timer is `timeout`, a call cancelled through its signal (a newer one superseded it)
 * is `aborted`, which callers drop without a message. The status is left to the caller, because REST errors carry a
 * JSON body worth reading.
 */
export async function send(request: HttpRequest): Promise<Result<Response>> {
  const deadline = performance.now() + (request.timeout ?? DEFAULT_TIMEOUT_MS);
  const loaded = await transportBy(deadline, request.signal);
  if (!loaded.ok) return loaded;
  const { default: ky, TimeoutError } = loaded.value;
  try {
    const response = await ky(new URL(request.url, location.href), {
      method: request.method ?? 'GET',
      body: request.body,
      headers: request.headers,
      // The time ky's own chunk took to arrive counts against the request's.
      timeout: Math.max(1, Math.round(deadline - performance.now())),
      signal: request.signal,
      retry: 0,
      throwHttpErrors: false,
      credentials: 'same-origin',
      // Never followed: a 307 or 308 would make the browser send the body (nonce, e-mail, phone,
      // message) again to wherever the answer points, before any of our checks could see it. The
      // gate turns the opaque answer this gives into an error (gate.ts).
      redirect: 'manual',
    });
    return ok(response);
  } catch (error) {
    if (error instanceof TimeoutError) return fail({ kind: 'timeout' });
    if (request.signal?.aborted || (error instanceof Error && error.name === 'AbortError'))
      return fail({ kind: 'aborted' });
    return fail({ kind: 'offline' });
  }
}

/** ky, or the error the request ends with: its chunk missing (`offline`), late (`timeout`), or the call cancelled. */
async function transportBy(deadline: number, signal: AbortSignal | undefined): Promise<Result<Ky>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(0, deadline - performance.now()));
  });
  try {
    const loaded = await Promise.race([loadTransport(), late]);
    if (signal?.aborted) return fail({ kind: 'aborted' });
    return loaded === 'late' ? fail({ kind: 'timeout' }) : ok(loaded);
  } catch {
    return fail({ kind: signal?.aborted ? 'aborted' : 'offline' });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads a body as JSON. 204 and an empty body are `null`; text that is not JSON is `invalid_json`;
 * a non-2xx status is a `server` error when the body names a code and message, else `http`.
 */
export async function readJson(response: Response): Promise<Result<unknown>> {
  const body = response.status === 204 ? '' : await response.text().catch(() => null);
  if (body === null) return fail({ kind: 'offline' });
  let parsed: unknown = null;
  let parseError = false;
  if (body.trim() !== '') {
    try {
      parsed = JSON.parse(body);
    } catch {
      parseError = true;
    }
  }
  if (!response.ok) {
    const serverError = asServerError(parsed);
    return fail(serverError ?? { kind: 'http', status: response.status });
  }
  return parseError ? fail({ kind: 'invalid_json', detail: 'the body is not JSON' }) : ok(parsed);
}

/** Reads a body as text (fragments of HTML, a nonce); a non-2xx status is an `http` error. */
export async function readText(response: Response): Promise<Result<string>> {
  if (!response.ok) return fail({ kind: 'http', status: response.status });
  const body = await response.text().catch(() => null);
  return body === null ? fail({ kind: 'offline' }) : ok(body);
}

function asServerError(parsed: unknown): { kind: 'server'; code: string; message: string } | null {
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { code, message } = parsed as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return null;
  return { kind: 'server', code, message: typeof message === 'string' ? message : '' };
}
