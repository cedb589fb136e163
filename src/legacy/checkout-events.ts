import { guarded } from './guarded.ts';
import { pageJQuery, type JQueryHandler } from './jquery.ts';

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
  const ask = (name: string) => guarded(name, () => jq(form).triggerHandler(name)) !== false;
  return ask('checkout_place_order') && (gateway === '' || ask(`checkout_place_order_${gateway}`));
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
    const target = typeof event === 'object' && event !== null && 'target' in event ? event.target : null;
    judge(target instanceof EventTarget ? target : null);
  };
  jq(form).on('validate', handler);
  return () => jq(form).off('validate', handler);
}
