import { placeOrder, type PlaceOrderAnswer } from './api/checkout.ts';
import type { ApiError } from '../../../api/result.ts';
import type { CheckoutParams } from '../shared/config/checkout.ts';
import { errorText } from '../../../i18n/errors.ts';
import {
  legacyCheckoutEvents,
  legacyPlaceOrderAllowed,
  legacyPlaceOrderSuccess,
} from '../shared/legacy/checkout-events.ts';
import { setBusy } from '../../../ui/busy.ts';
import { paymentTarget } from './redirect.ts';
import { serializeForm } from './model.ts';
import { escapeText } from './safe-html.ts';
import { parseNotices, type Notice } from '../../../lib/wc-notices.ts';
import type { Run } from '../../../runtime/types.ts';
import type { Refresher } from './refresh.ts';
import { clearNotices, showNotices, type Store } from './store.ts';
import { TEXTS } from './texts.ts';

export interface Submitter {
  /** Places the order unless one is under way (the form's `processing` class, as checkout.js guards). */
  place(): Promise<void>;
  /** True while the request is out: the widget's beforeunload guard holds only then. */
  readonly inFlight: () => boolean;
  /** The page came back from the back-forward cache: the form is usable again. */
  restored(): void;
}

/**
 * Placing the order through `?wc-ajax=checkout` as WooCommerce 10.9's checkout.js `submit` does
 * (legacy-contracts §20): the gateways' handlers first, one request of the serialized form, the
 * server's field errors shown (as text) and tied to their fields, and on success the gateways'
 * success handlers, then the browser sent to the redirect, off-site payment pages included.
 */
export function createSubmitter(
  form: HTMLFormElement,
  params: CheckoutParams,
  store: Store,
  refresher: Refresher,
  run: Run,
): Submitter {
  let inFlight = false;
  let invalidFields: HTMLElement[] = [];

  const markInvalid = (notices: readonly Notice[]) => {
    for (const field of invalidFields) field.removeAttribute('aria-invalid');
    invalidFields = notices
      .map((notice) => (notice.fieldId ? document.getElementById(notice.fieldId) : null))
      .filter((field): field is HTMLElement => field !== null && form.contains(field));
    for (const field of invalidFields) field.setAttribute('aria-invalid', 'true');
  };

  // WooCommerce prints i18n_checkout_error as markup (a link to the order history) and checkout.js
  // inserted it with .html(): drawn through the one sanitizer, never as its source, never raw.
  const checkoutError = (before = '', after = ''): Notice => {
    const html = `${escapeText(before)}${params.checkoutError}${escapeText(after)}`;
    const text = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent ?? '';
    return { text: text.replace(/\s+/g, ' ').trim(), fieldId: '', html };
  };

  const fail = (notices: readonly Notice[]) => {
    setBusy(form, false, 'processing');
    markInvalid(notices);
    showNotices(store, 'checkout', TEXTS.placeFailed, notices);
  };

  const succeed = (answer: Extract<PlaceOrderAnswer, { result: 'success' }>, gateway: string) => {
    // checkout.js: a success handler answering false ends in its "Invalid response" branch, which
    // shows the shop's checkout error and frees the form; the gateway has the shopper meanwhile.
    if (!legacyPlaceOrderSuccess(form, gateway, answer.raw)) return fail([checkoutError()]);
    const target = paymentTarget(answer.redirect, location.href);
    if (target.kind === 'refused') return fail([{ text: TEXTS.badRedirect, fieldId: '' }]);
    // Leaving: the form stays busy (processing) so nothing places the order again. A `#confirm-pi-…`
    // hash keeps the page; the gateway's hashchange handler takes over and frees the form itself.
    location.assign(target.url);
  };

  const handle = (answer: PlaceOrderAnswer, gateway: string) => {
    if (answer.result === 'success') return succeed(answer, gateway);
    if (answer.reload) {
      location.reload();
      return;
    }
    legacyCheckoutEvents.error(answer.messages);
    const notices = parseNotices(answer.messages, { keepLinks: true });
    fail(notices.length > 0 ? notices : [checkoutError()]);
    if (answer.refresh) run(() => refresher.request());
  };

  // An HTTP error or an answer it cannot read: checkout.js shows the shop's own text, which asks the
  // shopper to check whether the payment went through before trying again.
  const failed = (error: ApiError) => {
    const cause = error.kind === 'invalid_json' ? '' : `${errorText(error)} `;
    fail([checkoutError(cause, ` ${TEXTS.keptNote}`)]);
  };

  return {
    inFlight: () => inFlight,
    restored: () => setBusy(form, false, 'processing'),
    async place() {
      if (form.classList.contains('processing')) return;
      const gateway = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';
      if (!legacyPlaceOrderAllowed(form, gateway)) return;
      clearNotices(store, 'checkout');
      setBusy(form, true, 'processing');
      inFlight = true;
      // jQuery's serialize(): the place-order button is not among the fields checkout.js sends.
      const result = await placeOrder(params.checkoutUrl, serializeForm(form));
      inFlight = false;
      if (result.ok) handle(result.value, gateway);
      else if (result.error.kind !== 'aborted') failed(result.error);
      else setBusy(form, false, 'processing');
    },
  };
}
