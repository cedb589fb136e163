import { createElement, Fragment } from 'react';
import { readCheckoutParams } from '../../../config/checkout.ts';
import { legacyCheckoutEvents, onLegacySubmit, onLegacyUpdateCheckout } from '../../../legacy/checkout-events.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { CheckoutNotices } from './CheckoutNotices.tsx';
import { watchCoupons } from './coupon.ts';
import { watchLoginToggle } from './login-toggle.ts';
import { REFRESH_ON_BLUR, REFRESH_ON_CHANGE } from './model.ts';
import { applyPaymentMethod } from './payment.ts';
import { createRefresher } from './refresh.ts';
import { createStore } from './store.ts';
import { createSubmitter } from './submit.ts';
import { TermsDialog } from './TermsDialog.tsx';

/**
 * The order review (`#order_review`, spec §4.3, §7.5): refreshes totals, shipping and payment
 * methods through `update_order_review` when the address or payment method changes, places the
 * order through `?wc-ajax=checkout`, opens the terms in the shared dialog, applies and removes
 * coupons, and opens the returning customer's login form: the rest of wc-checkout.
 */
const orderReview: WidgetModule = {
  mount(review, context) {
    const form = review.closest<HTMLFormElement>('form.checkout');
    if (!form) return undefined;
    const params = readCheckoutParams();
    const store = createStore();
    const refresher = createRefresher(form, review, params.updateOrderReviewNonce, store, context.signal);
    const submitter = createSubmitter(form, params, store, refresher);

    // The shared Dialog opens with showModal() before it records the opener, so it cannot give focus
    // back to the link; the widget does, once the dialog has closed (the link may have been redrawn).
    const closeTerms = () => {
      store.termsHtml.value = null;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('a.woocommerce-terms-and-conditions-link')?.focus());
    };
    const container = document.createElement('div');
    container.className = 'vitrina-checkout-notices';
    form.prepend(container);
    const unmount = mountReact(container, createElement(Fragment, null, createElement(CheckoutNotices, { group: store.group }), createElement(TermsDialog, { html: store.termsHtml, onClose: closeTerms })), context);

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
    context.listen(form, 'click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a.woocommerce-terms-and-conditions-link') : null;
      const terms = form.querySelector('.woocommerce-terms-and-conditions');
      if (!link || !terms || terms.innerHTML.trim() === '') return;
      event.preventDefault();
      store.termsHtml.value = terms.innerHTML;
    });
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
      unmount();
    };
  },
};

export default orderReview;
