import { readEndpoints } from '../config/woocommerce.ts';
import { readRestSettings } from '../config/rest.ts';
import { DEFAULTS } from '../config/defaults.ts';
import { decode, type Decoder } from './decode.ts';
import { sendGated } from './gate.ts';
import { readJson, readText } from './http.ts';
import { fail, mapResult, ok, type Result } from './result.ts';

export interface RestRequest {
  /** Relative to the REST root, e.g. `contact-form-7/v1/contact-forms/5/feedback` (or see `url`). */
  readonly path?: string;
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly data?: unknown;
  /** Sent as is (multipart uploads, jQuery-style url-encoded bodies). */
  readonly body?: FormData | URLSearchParams;
  readonly timeout?: number;
  /** Contact Form 7 deliberately sends no nonce. */
  readonly withNonce?: boolean;
  /**
   * A `wp_rest` nonce printed next to the call (the coming-soon banner's) instead of the page's
   * own; once renewed, the renewed one is used like the page's.
   */
  readonly nonce?: string;
  /** A full REST URL printed by the server instead of `path` under the REST root. */
  readonly url?: string;
}

let nonceOverride: string | undefined;

const settings = () => readRestSettings(readEndpoints().adminAjaxUrl);

/** The WordPress REST rules of spec §7.3; the answer is decoded against `decoder`. */
export async function rest<T>(request: RestRequest, decoder: Decoder<T>): Promise<Result<T>> {
  const raw = isFetchAll(request.path ?? '') ? await fetchAllPages(request) : await restOnce(request, true);
  return mapResult(raw, (value) => decode(decoder, value));
}

function restUrl(path: string): string {
  const root = settings().root;
  const relative = path.replace(/^\//, '');
  // With plain permalinks the root is `?rest_route=/`, so the path's own query joins with '&'.
  const joined = root.includes('?') ? `${root}${relative.replace('?', '&')}` : `${root}${relative}`;
  const url = new URL(joined, location.href);
  url.searchParams.set('_locale', 'user');
  return url.toString();
}

/**
 * WordPress answers `rest_cookie_invalid_nonce` when the nonce outlived its 24 h (a tab left open):
 * like wp-api.js, ask admin-ajax for a fresh one once and send the call again with it.
 */
async function restOnce(
  request: RestRequest,
  mayRenewNonce: boolean,
  url = request.url ?? restUrl(request.path ?? ''),
): Promise<Result<unknown>> {
  const result = await restResponse(request, url);
  if (!result.ok) return result;
  const json = await readJson(result.value);
  const carriedNonce = request.withNonce !== false && nonceFor(request) !== '';
  if (
    !json.ok &&
    json.error.kind === 'server' &&
    json.error.code === 'rest_cookie_invalid_nonce' &&
    mayRenewNonce &&
    carriedNonce
  ) {
    const renewed = await renewNonce(request.timeout);
    if (!renewed.ok) return renewed;
    return restOnce(request, false, url);
  }
  return json;
}

function restResponse(request: RestRequest, url: string) {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json, */*;q=0.1' };
  const nonce = nonceFor(request);
  if (request.withNonce !== false && nonce !== '') headers['X-WP-Nonce'] = nonce;
  // Many hosts block PUT, PATCH and DELETE; WordPress reads the real method from this header.
  if (method === 'PUT' || method === 'PATCH' || method === 'DELETE') headers['X-HTTP-Method-Override'] = method;
  let body: BodyInit | undefined = request.body;
  if (request.data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.data);
  }
  // The gate refuses a URL on another origin before the nonce or the shopper's fields leave.
  return sendGated({ url, method: method === 'GET' ? 'GET' : 'POST', headers, body, timeout: request.timeout }, 'rest');
}

/** A renewed nonce replaces both the page's and a printed one: they are the same `wp_rest` nonce. */
const nonceFor = (request: RestRequest) => nonceOverride ?? request.nonce ?? settings().nonce;

/** The renewal waits no longer than the call it renews (the notices' 10 s, not the default 30 s). */
async function renewNonce(timeout: number | undefined): Promise<Result<string>> {
  const sent = await sendGated({ url: settings().nonceEndpoint, timeout }, 'rest-nonce');
  const text = sent.ok ? await readText(sent.value) : sent;
  if (!text.ok) return text;
  const nonce = text.value.trim();
  if (!/^[a-z0-9]+$/i.test(nonce)) return fail({ kind: 'invalid_json', detail: 'the renewed nonce is not a nonce' });
  nonceOverride = nonce;
  return ok(nonce);
}

function isFetchAll(path: string): boolean {
  return new URL(path, 'http://x/').searchParams.get('per_page') === '-1';
}

/** `per_page=-1` means "everything": fetched 100 at a time, following `Link: <…>; rel="next"`. */
async function fetchAllPages(request: RestRequest): Promise<Result<unknown>> {
  const first = new URL(request.url ?? restUrl(request.path ?? ''), location.href);
  first.searchParams.set('per_page', String(DEFAULTS.restPageSize));
  const items: unknown[] = [];
  let next: string | null = first.toString();
  while (next) {
    const response = await restResponse(request, next);
    if (!response.ok) return response;
    const json = await readJson(response.value);
    if (!json.ok) return json;
    if (!Array.isArray(json.value)) return fail({ kind: 'invalid_json', detail: 'a paged answer is not a list' });
    items.push(...json.value);
    next = nextLink(response.value.headers.get('Link'));
  }
  return ok(items);
}

export function nextLink(header: string | null): string | null {
  if (!header) return null;
  const match = /<([^>]+)>;\s*rel="?next"?/i.exec(header);
  return match?.[1] ?? null;
}

/** Tests start each case with the page's own nonce. */
export function resetRestNonce(): void {
  nonceOverride = undefined;
}
