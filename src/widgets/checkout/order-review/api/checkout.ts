import { wcAjaxUrl } from '../../../../api/wc-ajax.ts';
import * as d from '../../../../api/decode.ts';
import { recoverCheckoutJson } from './checkout-answer.ts';
import { sendGated } from '../../../../api/gate.ts';
import { readJson, readText } from '../../../../api/http.ts';
import { mapResult, type Result } from '../../../../api/result.ts';

/**
 * WooCommerce's checkout endpoints (legacy-contracts §4, spec §7.5). Both take the form as
 * jQuery's serialize() sent it: repeated names stay repeated, so the body is a URLSearchParams.
 */
const CHECKOUT_TIMEOUT_MS = 15_000;

const orderReviewShape = d.object({
  result: d.optional(d.string),
  messages: d.optional(d.string),
  reload: d.optional(d.truthy),
  fragments: d.optional(d.record(d.string)),
});

/**
 * WC_AJAX::update_order_review always answers fragments (the review table and the payment box;
 * only `form.woocommerce-checkout` when the session expired) unless it asks for a reload. An
 * answer with neither (`{}`) would leave totals, shipping and payment stale without a word.
 */
const orderReviewDecoder: d.Decoder<ReturnType<typeof orderReviewShape>> = (input, path) => {
  const answer = orderReviewShape(input, path);
  const hasFragments = answer.fragments !== undefined && Object.keys(answer.fragments).length > 0;
  if (!hasFragments && answer.reload !== true) d.wrong('fragments', 'the order review fragments', answer.fragments);
  return answer;
};

export interface OrderReview {
  readonly failed: boolean;
  /** WooCommerce notices (HTML); the widget shows their text only. */
  readonly messages: string;
  readonly reload: boolean;
  readonly fragments: Readonly<Record<string, string>>;
}

export async function updateOrderReview(body: URLSearchParams, signal?: AbortSignal): Promise<Result<OrderReview>> {
  const sent = await sendGated(
    { url: wcAjaxUrl('update_order_review'), method: 'POST', body, timeout: CHECKOUT_TIMEOUT_MS, signal },
    'update_order_review',
  );
  if (!sent.ok) return sent;
  return mapResult(await readJson(sent.value), (json) =>
    mapResult(d.decode(orderReviewDecoder, json), (answer) => ({
      ok: true,
      value: {
        failed: answer.result === 'failure',
        messages: answer.messages ?? '',
        reload: answer.reload === true,
        fragments: answer.fragments ?? {},
      },
    })),
  );
}

const placeOrderDecoder = d.object({
  result: d.string,
  redirect: d.optional(d.string),
  messages: d.optional(d.string),
  refresh: d.optional(d.truthy),
  reload: d.optional(d.truthy),
});

export type PlaceOrderAnswer =
  /** `raw` is the whole answer, handed to the gateways' `checkout_place_order_success` handlers (they read their own keys). */
  | { readonly result: 'success'; readonly redirect: string; readonly raw: unknown }
  | { readonly result: 'failure'; readonly messages: string; readonly refresh: boolean; readonly reload: boolean };

/**
 * POST the form to `checkout_url` (`?wc-ajax=checkout`). The answer is read as checkout.js reads
 * it: JSON recovered from behind PHP notices (checkout-answer.ts); an HTTP error is an error.
 */
export async function placeOrder(url: string, body: URLSearchParams): Promise<Result<PlaceOrderAnswer>> {
  const sent = await sendGated({ url, method: 'POST', body, timeout: CHECKOUT_TIMEOUT_MS }, 'checkout');
  if (!sent.ok) return sent;
  return mapResult(await readText(sent.value), (text) =>
    mapResult(recoverCheckoutJson(text), (json) =>
      mapResult(d.decode(placeOrderDecoder, json), (answer): Result<PlaceOrderAnswer> => {
        if (answer.result === 'success' && answer.redirect !== undefined)
          return { ok: true, value: { result: 'success', redirect: answer.redirect, raw: json } };
        if (answer.result === 'failure')
          return {
            ok: true,
            value: {
              result: 'failure',
              messages: answer.messages ?? '',
              refresh: answer.refresh === true,
              reload: answer.reload === true,
            },
          };
        return { ok: false, error: { kind: 'invalid_json', detail: `result: unexpected ${answer.result}` } };
      }),
    ),
  );
}
