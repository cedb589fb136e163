import { readCheckoutParams } from '../shared/config/checkout.ts';
import { legacyCheckoutEvents, onLegacySubmit, onLegacyUpdateCheckout } from '../shared/legacy/checkout-events.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { watchCoupons } from './coupon.ts';
import { watchLoginToggle } from './login-toggle.ts';
import { REFRESH_ON_BLUR, REFRESH_ON_CHANGE } from './model.ts';
import { drawCheckoutNotices } from './notices.ts';
import { applyPaymentMethod } from './payment.ts';
import { guardPlaceOrderPress } from './press-guard.ts';
import { createRefresher } from './refresh.ts';
import { createStore } from './store.ts';
import { createSubmitter } from './submit.ts';
import { watchTermsLink } from './terms.ts';

/**
 * The order review (`#order_review`, spec §4.3, §7.5): refreshes totals, shipping and payment
 * methods through `update_order_review` when the address or payment method changes, places the
 * order through `?wc-ajax=checkout`, opens the terms in the shared dialog, applies and removes
 * coupons, and opens the returning customer's login form: the rest of wc-checkout. Everything but
 * the terms dialog is drawn with DOM code; the dialog's React comes with the first press (terms.ts).
 */
const orderReview: WidgetModule = {
  mount(review, context) {
    const form = review.closest<HTMLFormElement>('form.checkout');
    if (!form) return undefined;
    const params = readCheckoutParams();
    const store = createStore();
    const refresher = createRefresher(
      form,
      review,
      params.updateOrderReviewNonce,
      store,
      context.signal,
      guardPlaceOrderPress(form, context.listen),
    );
    const submitter = createSubmitter(form, params, store, refresher, context.run);

    const container = document.createElement('div');
    container.className = 'vitrina-checkout-notices';
    form.prepend(container);
    const stopNotices = drawCheckoutNotices(container, store.group, context);

    applyPaymentMethod(form);
    const refresh = () => context.run(refresher.request() ?? Promise.resolve());
    context.listen(form, 'change', (event) => {
      if (event.target instanceof Element && event.target.matches(REFRESH_ON_CHANGE)) refresh();
      if (event.target instanceof HTMLInputElement && event.target.name === 'payment_method') applyPaymentMethod(form);
    });
    if (params.refreshOnBlur) {
      context.listen(form, 'focusout', (event) => {
        if (event.target instanceof Element && event.target.matches(REFRESH_ON_BLUR)) refresh();
      });
    }
    context.listen(form, 'submit', (event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      context.run(submitter.place());
    });
    // checkout.js's beforeunload guard, only while the order is being sent; dropped before leaving.
    context.listen(window, 'beforeunload', (event) => {
      if (submitter.inFlight()) event.preventDefault();
    });
    context.listen(window, 'pageshow', (event) => {
      if (event instanceof PageTransitionEvent && event.persisted) submitter.restored();
    });
    const unbindSubmit = onLegacySubmit(form, () => context.run(submitter.place()));
    const unwatchTerms = watchTermsLink(form, store, context);
    const unwatchCoupons = watchCoupons(form, params, store, refresher, context);
    const unwatchLogin = watchLoginToggle(form, context);
    const unbindLegacy = onLegacyUpdateCheckout(refresh);
    // WooCommerce refreshes once on load, so the review matches the address the page was printed with.
    refresh();
    legacyCheckoutEvents.init();

    return () => {
      unwatchLogin();
      unwatchCoupons();
      unbindLegacy();
      unbindSubmit();
      unwatchTerms();
      stopNotices();
      container.remove();
    };
  },
};

export default orderReview;
