import { readEndpoints } from '../config/woocommerce.ts';
import { decode, type Decoder } from './decode.ts';
import { toSearchParams, type FormFields } from './form.ts';
import { sendGated } from './gate.ts';
import { readJson } from './http.ts';
import { mapResult, type Result } from './result.ts';

export interface CallOptions {
  readonly timeout?: number;
  readonly signal?: AbortSignal;
}

export function wcAjaxUrl(endpoint: string): string {
  return readEndpoints().wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint));
}

/** POST /?wc-ajax={endpoint} with url-encoded fields; the answer is decoded, never cast. */
export async function wcAjax<T>(
  endpoint: string,
  fields: FormFields,
  decoder: Decoder<T>,
  options: CallOptions = {},
): Promise<Result<T>> {
  const sent = await sendGated(
    {
      url: wcAjaxUrl(endpoint),
      method: 'POST',
      body: toSearchParams(fields),
      timeout: options.timeout,
      signal: options.signal,
    },
    endpoint,
  );
  if (!sent.ok) return sent;
  const json = await readJson(sent.value);
  return mapResult(json, (value) => decode(decoder, value));
}
