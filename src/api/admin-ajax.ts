import { readEndpoints } from '../config/index.ts';
import { decode, type Decoder } from './decode.ts';
import { toSearchParams, type FormFields } from './form.ts';
import { readJson, readText, send } from './http.ts';
import { mapResult, ok, type Result } from './result.ts';
import type { CallOptions } from './wc-ajax.ts';

function adminAjaxUrl(query?: FormFields): string {
  const base = readEndpoints().adminAjaxUrl;
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${toSearchParams(query).toString()}`;
}

/** POST admin-ajax.php with `action` and the fields in the body (spec §7.2). */
export async function adminAjax<T>(action: string, fields: FormFields, decoder: Decoder<T>, options: CallOptions = {}): Promise<Result<T>> {
  const sent = await send({ url: adminAjaxUrl(), method: 'POST', body: toSearchParams({ action, ...fields }), ...options });
  if (!sent.ok) return sent;
  return mapResult(await readJson(sent.value), (value) => decode(decoder, value));
}

/** admin-ajax calls whose answer is HTML or plain text (quick view, the REST nonce). */
export async function adminAjaxText(action: string, fields: FormFields, options: CallOptions & { method?: 'GET' | 'POST' } = {}): Promise<Result<string>> {
  const method = options.method ?? 'POST';
  const sent =
    method === 'GET'
      ? await send({ url: adminAjaxUrl({ action, ...fields }), ...options })
      : await send({ url: adminAjaxUrl(), method, body: toSearchParams({ action, ...fields }), ...options });
  return sent.ok ? readText(sent.value) : sent;
}

/**
 * The query-string actions of spec §7.2 (`?action=…&…` in the URL): GET for search and the
 * photo feed, POST with an optional url-encoded body for the marketing calls.
 */
export async function adminAjaxQuery<T>(
  method: 'GET' | 'POST',
  query: FormFields,
  decoder: Decoder<T>,
  options: CallOptions & { body?: FormFields } = {},
): Promise<Result<T>> {
  const body = options.body ? toSearchParams(options.body) : undefined;
  const sent = await send({ url: adminAjaxUrl(query), method, body, timeout: options.timeout, signal: options.signal });
  if (!sent.ok) return sent;
  return mapResult(await readJson(sent.value), (value) => decode(decoder, value));
}

/** An answer whose body is not read (notice dismissals): only the transport outcome counts. */
export async function adminAjaxFireAndForget(action: string, fields: FormFields): Promise<Result<null>> {
  const sent = await send({ url: adminAjaxUrl(), method: 'POST', body: toSearchParams({ action, ...fields }) });
  return sent.ok ? ok(null) : sent;
}
