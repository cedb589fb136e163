import { placeOrder, type PlaceOrderAnswer } from '../../../api/index.ts';
import type { CheckoutParams } from '../../../config/index.ts';
import { errorText } from '../../../i18n/index.ts';
import { legacyCheckoutEvents, legacyPlaceOrderAllowed } from '../../../legacy/checkout-events.ts';
import { setBusy } from '../../../ui/busy.ts';
import { safeRedirect, serializeForm } from './model.ts';
import { parseNotices, type Notice } from '../../../lib/wc-notices.ts';
import type { Refresher } from './refresh.ts';
import { clearNotices, showNotices, type Store } from './store.ts';
import { TEXTS } from './texts.ts';

/**
 * Placing the order through `?wc-ajax=checkout` as checkout.js did: one submission at a time, the
 * form marked as processing, the server's field errors shown (as text) and tied to their fields,
 * and nothing the shopper typed touched. Without JavaScript the same form posts natively.
 */
export function createSubmitter(form: HTMLFormElement, params: CheckoutParams, store: Store, refresher: Refresher) {
  let submitting = false;
  let invalidFields: HTMLElement[] = [];

  const markInvalid = (notices: readonly Notice[]) => {
    for (const field of invalidFields) field.removeAttribute('aria-invalid');
    invalidFields = notices
      .map((notice) => (notice.fieldId ? document.getElementById(notice.fieldId) : null))
      .filter((field): field is HTMLElement => field !== null && form.contains(field));
    for (const field of invalidFields) field.setAttribute('aria-invalid', 'true');
  };

  const fail = (notices: readonly Notice[]) => {
    markInvalid(notices);
    showNotices(store, 'checkout', TEXTS.placeFailed, notices);
  };

  const handle = (answer: PlaceOrderAnswer) => {
    if (answer.result === 'success') {
      const target = safeRedirect(answer.redirect, location.href);
      if (target) {
        location.assign(target);
        return;
      }
      fail([{ text: TEXTS.badRedirect, fieldId: '' }]);
      return;
    }
    if (answer.reload) {
      location.reload();
      return;
    }
    legacyCheckoutEvents.error(answer.messages);
    const notices = parseNotices(answer.messages);
    fail(notices.length > 0 ? notices : [{ text: params.checkoutError, fieldId: '' }]);
    if (answer.refresh) void refresher.request();
  };

  return async (event: SubmitEvent): Promise<void> => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (submitting) return;
    const gateway = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';
    if (!legacyPlaceOrderAllowed(form, gateway)) return;
    submitting = true;
    clearNotices(store, 'checkout');
    setBusy(form, true, 'processing');
    const result = await placeOrder(params.checkoutUrl, serializeForm(form, event.submitter));
    submitting = false;
    setBusy(form, false, 'processing');
    if (result.ok) handle(result.value);
    else {
      // A broken answer gets WooCommerce's own checkout error text; a lost connection says so.
      const text = result.error.kind === 'invalid_json' ? params.checkoutError : errorText(result.error);
      fail([{ text: `${text} ${TEXTS.keptNote}`, fieldId: '' }]);
    }
  };
}
