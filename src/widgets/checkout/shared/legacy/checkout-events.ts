import { isRecord } from '../../../../lib/is-record.ts';
import { guarded } from '../../../../legacy/guarded.ts';
import { pageJQuery, type JQueryHandler, type JQueryStatic } from '../../../../legacy/jquery.ts';

/**
 * WooCommerce's checkout events on `document.body` (legacy-contracts §4), through jQuery when the
 * page has it: gateways and themes trigger `update_checkout` to ask for a refresh, and listen to
 * `updated_checkout` ([data]), `checkout_error` ([html]) and the coupon events ([code]).
 */
export const legacyCheckoutEvents = {
  updated: (data: unknown) => pageJQuery()?.(document.body).trigger('updated_checkout', [data]),
  error: (messages: string) => pageJQuery()?.(document.body).trigger('checkout_error', [messages]),
  appliedCoupon: (code: string) => pageJQuery()?.(document.body).trigger('applied_coupon_in_checkout', [code]),
  removedCoupon: (code: string) => pageJQuery()?.(document.body).trigger('removed_coupon_in_checkout', [code]),
  paymentMethodSelected: () => pageJQuery()?.(document.body).trigger('payment_method_selected'),
  init: () => pageJQuery()?.(document.body).trigger('init_checkout'),
};

/**
 * Asks the gateways whether the order may be placed, as checkout.js did before submitting: the
 * form's `checkout_place_order` and `checkout_place_order_<gateway>` handlers (bound with jQuery,
 * run through triggerHandler); either answering `false` cancels (a gateway that collects card
 * details first). Without jQuery nobody can have bound them; a handler that throws is logged and
 * counts as no answer (the server still checks the order).
 */
export function legacyPlaceOrderAllowed(form: HTMLFormElement, gateway: string): boolean {
  const jq = pageJQuery();
  if (!jq) return true;
  const args = [checkoutFormArgument(jq, form, gateway)];
  const ask = (name: string) => guarded(name, () => jq(form).triggerHandler(name, args)) !== false;
  return ask('checkout_place_order') && (gateway === '' || ask(`checkout_place_order_${gateway}`));
}

/**
 * checkout.js's `checkout_place_order_success` ([result, wc_checkout_form]) after a successful
 * answer: a gateway handler answering `false` keeps the shopper on the page (it takes over, e.g.
 * an overlay). `result` is the server's whole answer, so gateways find their own keys in it.
 */
export function legacyPlaceOrderSuccess(form: HTMLFormElement, gateway: string, result: unknown): boolean {
  const jq = pageJQuery();
  if (!jq) return true;
  const args = [result, checkoutFormArgument(jq, form, gateway)];
  return (
    guarded('checkout_place_order_success', () => jq(form).triggerHandler('checkout_place_order_success', args)) !==
    false
  );
}

/**
 * A gateway that held the order (tokenising a card) re-submits the form with jQuery's
 * `$form.trigger('submit')`: that runs jQuery-bound submit handlers, then the native
 * `form.submit()`, which fires no `submit` event and would post the page without Vitrina. This
 * jQuery handler takes such triggered submits (they carry no browser event) and answers false, as
 * checkout.js's own handler did; submits from the browser are left to the widget's listener.
 */
export function onLegacySubmit(form: HTMLFormElement, place: () => void): () => void {
  const jq = pageJQuery();
  if (!jq) return () => undefined;
  const handler: JQueryHandler = (event) => {
    if (isRecord(event) && event['originalEvent']) return undefined;
    place();
    return false;
  };
  jq(form).on('submit', handler);
  return () => jq(form).off('submit', handler);
}

/** The slice of checkout.js's `wc_checkout_form` gateways read from their handlers' argument. */
function checkoutFormArgument(jq: JQueryStatic, form: HTMLFormElement, gateway: string) {
  return { $checkout_form: jq(form), get_payment_method: () => gateway };
}

/** Calls `refresh` when other code triggers `update_checkout`; returns the unbinding. */
export function onLegacyUpdateCheckout(refresh: () => void): () => void {
  const jq = pageJQuery();
  if (!jq) return () => undefined;
  const handler: JQueryHandler = () => {
    refresh();
  };
  jq(document.body).on('update_checkout', handler);
  return () => jq(document.body).off('update_checkout', handler);
}

/** Calls `judge` with the field when other code triggers jQuery's `validate` on a checkout field. */
export function onLegacyValidate(form: HTMLElement, judge: (field: EventTarget | null) => void): () => void {
  const jq = pageJQuery();
  if (!jq) return () => undefined;
  const handler: JQueryHandler = (event) => {
    const target = isRecord(event) ? event['target'] : null;
    judge(target instanceof EventTarget ? target : null);
  };
  jq(form).on('validate', handler);
  return () => jq(form).off('validate', handler);
}
