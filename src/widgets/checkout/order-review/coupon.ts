import { applyCoupon, removeCoupon } from '../../../api/coupons.ts';
import type { Result } from '../../../api/result.ts';
import type { CheckoutParams } from '../shared/config/checkout.ts';
import { legacyCheckoutEvents } from '../shared/legacy/checkout-events.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { setBusy } from '../../../ui/busy.ts';
import { linkDisclosure } from '../../../ui/disclosure.ts';
import { couponFailureText } from '../../../i18n/coupon.ts';
import { parseCouponAnswer, type CouponAnswer } from '../../../lib/coupon-answer.ts';
import type { Refresher } from './refresh.ts';
import { showNotices, type Store } from './store.ts';
import { TEXTS } from './texts.ts';

/**
 * The checkout's coupon form and the review's "remove" links (legacy-contracts §4): the form
 * (printed hidden above `form.checkout`) opens from `a.showcoupon`, posts `apply_coupon` instead
 * of the page, and both answers land in the checkout's notice area before the review refreshes.
 * Without JavaScript the form posts natively and the links are plain anchors.
 */
export function watchCoupons(
  checkout: HTMLFormElement,
  params: CheckoutParams,
  store: Store,
  refresher: Refresher,
  context: WidgetContext,
): () => void {
  const page = checkout.closest('.woocommerce') ?? checkout.ownerDocument;
  const couponForm = page.querySelector<HTMLFormElement>('form.checkout_coupon');
  const field = couponForm?.querySelector<HTMLInputElement>('input[name="coupon_code"]') ?? null;
  const toggle = page.querySelector<HTMLElement>('a.showcoupon');
  const disclosure = couponForm && toggle ? linkDisclosure(toggle, couponForm, context, () => field) : null;

  /** Shows the answer (or why there is none); returns it when the server did answer with notices. */
  const show = (result: Result<string>, failedNote: string): CouponAnswer | null => {
    const answer = result.ok ? parseCouponAnswer(result.value) : null;
    if (answer) showNotices(store, 'coupon', TEXTS.couponTitle, answer.notices, answer.tone);
    else
      showNotices(store, 'coupon', TEXTS.couponTitle, [
        { text: couponFailureText(result.ok ? 'unreadable' : result.error, failedNote), fieldId: '' },
      ]);
    return answer;
  };

  let applying = false;
  if (couponForm && field) {
    context.listen(couponForm, 'submit', (event) => {
      event.preventDefault();
      if (applying) return;
      applying = true;
      setBusy(couponForm, true, 'processing');
      const code = field.value;
      const email = checkout.querySelector<HTMLInputElement>('#billing_email')?.value ?? '';
      context.run(
        applyCoupon(params.applyCouponNonce, code, email).then((result) => {
          applying = false;
          setBusy(couponForm, false, 'processing');
          const answer = show(result, TEXTS.couponKept);
          if (!answer) return;
          // The code stays when refused, so the shopper can correct a typo rather than retype it.
          if (answer.tone === 'success') field.value = '';
          legacyCheckoutEvents.appliedCoupon(code);
          return refresher.request();
        }),
      );
    });
  }

  context.listen(checkout, 'click', (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('.woocommerce-remove-coupon[data-coupon]')
        : null;
    if (!link) return;
    event.preventDefault();
    const code = link.dataset['coupon'] ?? '';
    const row = link.closest<HTMLElement>('tr') ?? link;
    if (row.getAttribute('aria-busy') === 'true') return;
    setBusy(row, true, 'processing');
    context.run(
      removeCoupon(params.removeCouponNonce, code).then((result) => {
        setBusy(row, false, 'processing');
        if (!show(result, TEXTS.couponNotRemoved)) return;
        legacyCheckoutEvents.removedCoupon(code);
        return refresher.request();
      }),
    );
  });
  return () => disclosure?.destroy();
}
