import { updateOrderReview, type OrderReview } from './api/checkout.ts';
import { errorText } from '../../../i18n/errors.ts';
import { legacyCheckoutEvents } from '../shared/legacy/checkout-events.ts';
import { replaceFragments } from '../../../state/cart/fragments-dom.ts';
import { setBusy } from '../../../ui/busy.ts';
import { reviewRequest } from './model.ts';
import { parseNotices } from '../../../lib/wc-notices.ts';
import { applyPaymentMethod, rememberPaymentInputs } from './payment.ts';
import { clearNotices, showNotices, type Store } from './store.ts';
import { replaceOwnForm } from './own-form.ts';
import { keepPlaceOrderButton } from './place-order-button.ts';
import type { PressGuard } from './press-guard.ts';
import { TEXTS } from './texts.ts';

/**
 * The order review refresh. Requests never overlap: while one is out, further asks collapse into
 * one that is sent when it returns, and the answer of a request that has a newer one behind it is
 * dropped, so the newest form state always wins. Fragments are swapped only when they changed.
 */
export function createRefresher(
  form: HTMLFormElement,
  review: HTMLElement,
  nonce: string,
  store: Store,
  signal: AbortSignal,
  press: PressGuard,
) {
  let inFlight = false;
  let queued = false;
  const lastFragments = new Map<string, string>();

  const apply = (answer: OrderReview) => {
    if (answer.reload) {
      location.reload();
      return;
    }
    if (answer.failed) {
      showNotices(store, 'refresh', TEXTS.refreshFailed, parseNotices(answer.messages, { keepLinks: true }));
      return;
    }
    clearNotices(store, 'refresh');
    const changed = Object.fromEntries(
      Object.entries(answer.fragments).filter(([selector, html]) => lastFragments.get(selector) !== html),
    );
    for (const [selector, html] of Object.entries(answer.fragments)) lastFragments.set(selector, html);
    press.afterPress(() => {
      if (signal.aborted) return;
      if (replaceOwnForm(form, changed)) {
        legacyCheckoutEvents.updated({ fragments: answer.fragments });
        return;
      }
      if (Object.keys(changed).length > 0) {
        const restore = rememberPaymentInputs(form);
        const putButtonBack = keepPlaceOrderButton(form);
        replaceFragments(changed, form);
        putButtonBack();
        restore();
      }
      applyPaymentMethod(form);
      legacyCheckoutEvents.updated({ result: 'success', fragments: answer.fragments });
    });
  };

  const send = async (): Promise<void> => {
    inFlight = true;
    queued = false;
    setBusy(review, true, 'processing');
    const result = await updateOrderReview(reviewRequest(form, nonce), signal);
    inFlight = false;
    if (signal.aborted) return;
    if (queued) return send();
    setBusy(review, false, 'processing');
    if (result.ok) apply(result.value);
    else
      showNotices(store, 'refresh', TEXTS.refreshFailed, [
        { text: `${errorText(result.error)} ${TEXTS.keptNote}`, fieldId: '' },
      ]);
  };

  return {
    /** Ask for a refresh; returns the request's promise when one starts now. */
    request(): Promise<void> | undefined {
      if (inFlight) {
        queued = true;
        return undefined;
      }
      return send();
    },
  };
}

export type Refresher = ReturnType<typeof createRefresher>;
