import { readEndpoints } from '../config/woocommerce.ts';
import { decode, type Decoder } from './decode.ts';
import { toSearchParams, type FormFields } from './form.ts';
import { sendGated } from './gate.ts';
import { readJson, readText, type HttpRequest } from './http.ts';
import { mapResult, type Result } from './result.ts';
import type { CallOptions } from './wc-ajax.ts';

function adminAjaxUrl(query?: FormFields): string {
  const base = readEndpoints().adminAjaxUrl;
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${toSearchParams(query).toString()}`;
}

/**
 * Every admin-ajax call goes through the origin gate: nonces ride along with most actions, so
 * nothing is sent to an admin-ajax URL on another origin, and an answer that ended elsewhere is
 * refused (its HTML fields would otherwise reach the page).
 */
export function sendToAdminAjax(request: HttpRequest, what: string): Promise<Result<Response>> {
  return sendGated(request, what);
}

/** POST admin-ajax.php with `action` and the fields in the body (spec §7.2). */
export async function adminAjax<T>(
  action: string,
  fields: FormFields,
  decoder: Decoder<T>,
  options: CallOptions = {},
): Promise<Result<T>> {
  const sent = await sendToAdminAjax(
    { url: adminAjaxUrl(), method: 'POST', body: toSearchParams({ action, ...fields }), ...options },
    action,
  );
  if (!sent.ok) return sent;
  return mapResult(await readJson(sent.value), (value) => decode(decoder, value));
}

/** admin-ajax calls whose answer is HTML or plain text (quick view, the REST nonce). */
export async function adminAjaxText(
  action: string,
  fields: FormFields,
  options: CallOptions & { method?: 'GET' | 'POST' } = {},
): Promise<Result<string>> {
  const method = options.method ?? 'POST';
  const request: HttpRequest =
    method === 'GET'
      ? { url: adminAjaxUrl({ action, ...fields }), timeout: options.timeout, signal: options.signal }
      : {
          url: adminAjaxUrl(),
          method,
          body: toSearchParams({ action, ...fields }),
          timeout: options.timeout,
          signal: options.signal,
        };
  const sent = await sendToAdminAjax(request, action);
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
  const sent = await sendToAdminAjax(
    { url: adminAjaxUrl(query), method, body, timeout: options.timeout, signal: options.signal },
    String(query.action ?? 'admin-ajax'),
  );
  if (!sent.ok) return sent;
  return mapResult(await readJson(sent.value), (value) => decode(decoder, value));
}
