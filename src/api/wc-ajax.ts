import { readEndpoints } from '../config/index.ts';
import { decode, type Decoder } from './decode.ts';
import { toSearchParams, type FormFields } from './form.ts';
import { readJson, send } from './http.ts';
import { mapResult, type Result } from './result.ts';

export interface CallOptions {
  readonly timeout?: number;
  readonly signal?: AbortSignal;
}

export interface WcAjaxOptions extends CallOptions {
  /** Sees the raw answer before it is read (the cart checks which origin answered). */
  readonly onResponse?: (response: Response) => void;
}

export function wcAjaxUrl(endpoint: string): string {
  return readEndpoints().wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint));
}

/** POST /?wc-ajax={endpoint} with url-encoded fields; the answer is decoded, never cast. */
export async function wcAjax<T>(endpoint: string, fields: FormFields, decoder: Decoder<T>, options: WcAjaxOptions = {}): Promise<Result<T>> {
  const sent = await send({ url: wcAjaxUrl(endpoint), method: 'POST', body: toSearchParams(fields), timeout: options.timeout, signal: options.signal });
  if (!sent.ok) return sent;
  options.onResponse?.(sent.value);
  const json = await readJson(sent.value);
  return mapResult(json, (value) => decode(decoder, value));
}
