import { readWoofConfig } from '../../shared/config/woof.ts';
import { adminAjax } from '../../../../api/admin-ajax.ts';
import * as decoders from '../../../../api/decode.ts';
import type { Decoder } from '../../../../api/decode.ts';
import type { Result } from '../../../../api/result.ts';

/**
 * WOOF's admin-ajax calls (spec §7.2). woof_draw_products answers JSON *text* that WOOF runs
 * through JSON.parse: a server may send the object itself or a JSON string holding it (double
 * encoded), so the decoder accepts both.
 */
export interface DrawnProducts {
  /** HTML: the new `#woof_results_by_ajax` (or its content). */
  readonly products: string;
  /** HTML holding the new `div.woof_redraw_zone`. */
  readonly form: string;
  /** selector → HTML. */
  readonly additionalFields: Readonly<Record<string, string>>;
}

const drawnShape = decoders.object({
  products: decoders.optional(decoders.string),
  form: decoders.optional(decoders.string),
  additional_fields: decoders.optional((input, path) =>
    Array.isArray(input) && input.length === 0 ? {} : decoders.record(decoders.string)(input, path),
  ),
});

/**
 * WOOF always answers both HTML fields (an empty `products` for the form-only "start filtering"
 * call): an answer without them is the wrong shape, not an empty listing (taken as one, a `{}` would
 * push the URL and draw chips over the unchanged products).
 */
const drawnDecoder =
  (formOnly: boolean): Decoder<DrawnProducts> =>
  (input, path) => {
    let value = input;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        // Left as the string: the object decoder below reports "expected object, got string".
      }
    }
    const shape = drawnShape(value, path);
    if (shape.form === undefined || shape.form.trim() === '')
      decoders.wrong(path ? `${path}.form` : 'form', 'HTML', shape.form);
    if (!formOnly && shape.products === undefined)
      decoders.wrong(path ? `${path}.products` : 'products', 'string', undefined);
    return { products: shape.products ?? '', form: shape.form ?? '', additionalFields: shape.additional_fields ?? {} };
  };

export const drawnProductsDecoder: Decoder<DrawnProducts> = drawnDecoder(false);

/** The shortcode of form-only redraws ("start filtering"): the answer's products are not used. */
const FORM_ONLY_SHORTCODE = 'woof_nothing';

export interface DrawRequest {
  readonly link: string;
  readonly page: number;
  readonly shortcode: string;
}

/** 'start filtering' and form-only redraws send page 1 and shortcode 'woof_nothing'. */
export function drawProducts(request: DrawRequest): Promise<Result<DrawnProducts>> {
  return adminAjax(
    'woof_draw_products',
    {
      link: request.link,
      page: request.page,
      shortcode: request.shortcode,
      woof_shortcode: request.shortcode,
      nonce_filter: readWoofConfig().nonce,
    },
    drawnDecoder(request.shortcode === FORM_ONLY_SHORTCODE),
    { timeout: 20_000 },
  );
}
