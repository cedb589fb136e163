import { readEndpoints } from '../../../config/woocommerce.ts';
import { sendToAdminAjax } from '../../../api/admin-ajax.ts';
import { decode, object, wrong, type Decoder } from '../../../api/decode.ts';
import { readJson } from '../../../api/http.ts';
import { fail, mapResult, type Result } from '../../../api/result.ts';
import { REVIEWS_TIMEOUT_MS } from '../shared/api/reviews.ts';
import type { CallOptions } from '../../../api/wc-ajax.ts';

/** The answer of ivole_show_more_grid_reviews: the grid markup with the next cards (spec §7.2). */
export interface GridAnswer {
  /** A whole `.cr-reviews-grid` (same-origin HTML); '' when the plugin sent null or a bare notice. */
  readonly html: string;
}

const gridAnswer: Decoder<GridAnswer> = (input, path) => {
  // The plugin's shortcode answers null when disabled, and a bare notice string when nothing is left.
  const html: Decoder<string> = (value, at) =>
    value === null || value === false ? '' : typeof value === 'string' ? value : wrong(at, 'string', value);
  return object({ html })(input, path);
};

/** A JSON error body's message: a bare string, or wp_send_json_error's `data` / a `message`. */
function jsonMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'string') return parsed;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const message: unknown = Reflect.get(parsed, 'message') ?? Reflect.get(parsed, 'data');
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * The visible text of an error body (WordPress's wp_die page, a PHP fatal, a plain or JSON
 * message). Markup is parsed in a DOMParser document, which loads and runs nothing, and only its
 * text is kept.
 */
export function bodyText(body: string): string {
  const message = jsonMessage(body) ?? body;
  const text = /<[a-z!/]/i.test(message)
    ? (new DOMParser().parseFromString(message, 'text/html').body.textContent ?? '')
    : message;
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * POST admin-ajax.php with the grid's fields. A failed status that carries a body is a `server`
 * error whose message is that body's text: the plugin showed the server's response text under the
 * button (spec §8 "Grid load failure"). admin-ajax's bare `0` / `-1` say nothing and count as none.
 */
export async function loadGridReviews(
  fields: readonly (readonly [string, string])[],
  options: CallOptions = {},
): Promise<Result<GridAnswer>> {
  const sent = await sendToAdminAjax(
    {
      url: readEndpoints().adminAjaxUrl,
      method: 'POST',
      body: new URLSearchParams(fields.map(([key, value]) => [key, value])),
      timeout: REVIEWS_TIMEOUT_MS,
      ...options,
    },
    'ivole_show_more_grid_reviews',
  );
  if (!sent.ok) return sent;
  const response = sent.value;
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    const message = bodyText(body).slice(0, 500);
    return fail(
      message === '' || message === '0' || message === '-1'
        ? { kind: 'http', status: response.status }
        : { kind: 'server', code: `http_${response.status}`, message },
    );
  }
  return mapResult(await readJson(response), (value) => decode(gridAnswer, value));
}
