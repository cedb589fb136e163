import { applyCoupon, removeCoupon } from '../../../api/coupons.ts';
import type { Result } from '../../../api/result.ts';
import type { CartPageParams } from './config/cart-page.ts';
import { couponFailureText } from '../../../i18n/coupon.ts';
import { parseCouponAnswer, type CouponAnswer } from '../../../lib/coupon-answer.ts';
import { CART_FORM, CART_TOTALS } from './cart-page-swap.ts';
import { legacyCartPageEvents } from './legacy/cart-page-events.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { showFailure, showNotices } from './notices.ts';
import type { Runner } from './runner.ts';
import { settleFocus } from './swap.ts';
import { TEXTS } from './texts.ts';
import { postUpdate } from './update.ts';

const COUPON_FIELD = 'input[name="coupon_code"]';

/**
 * The cart's coupon field and the totals' remove links (cart.js): `apply_coupon` /
 * `remove_coupon` answer WooCommerce's notices; they are shown, then the cart is posted again
 * (typed quantities included, as WooCommerce did) and swapped in without its own notices, so the
 * coupon's word stays. A refused code stays in the field to be corrected.
 */
export function watchCoupons(run: Runner, params: CartPageParams, context: WidgetContext): void {
  const apply = (form: HTMLFormElement) => {
    const code = form.querySelector<HTMLInputElement>(COUPON_FIELD)?.value ?? '';
    run(async () => {
      const answer = answered(await applyCoupon(params.applyCouponNonce, code), TEXTS.couponKept);
      if (!answer) return;
      legacyCartPageEvents.appliedCoupon(code);
      await refreshWith(form, answer);
      const field = document.querySelector<HTMLInputElement>(`${CART_FORM} ${COUPON_FIELD}`);
      if (field && answer.tone === 'error') field.value = code;
    });
  };

  context.listen(document.body, 'submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(CART_FORM) || !(event instanceof SubmitEvent)) return;
    if (event.submitter?.getAttribute('name') !== 'apply_coupon') return;
    event.preventDefault();
    apply(form);
  });
  // Enter in the code applies it (the form's default button is the update, disabled until a change).
  context.listen(document.body, 'keydown', (event) => {
    const field = event.target;
    if (
      !(event instanceof KeyboardEvent) ||
      event.key !== 'Enter' ||
      !(field instanceof HTMLInputElement) ||
      !field.matches(`${CART_FORM} ${COUPON_FIELD}`)
    )
      return;
    event.preventDefault();
    if (field.form) apply(field.form);
  });
  context.listen(document.body, 'click', (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(`${CART_TOTALS} a.woocommerce-remove-coupon[data-coupon]`)
        : null;
    if (!link) return;
    event.preventDefault();
    const code = link.dataset['coupon'] ?? '';
    run(async () => {
      const answer = answered(await removeCoupon(params.removeCouponNonce, code), TEXTS.couponNotRemoved);
      if (!answer) return;
      legacyCartPageEvents.removedCoupon(code);
      const form = document.querySelector<HTMLFormElement>(CART_FORM);
      if (form) await refreshWith(form, answer);
      else showNotices(answer.notices, answer.tone);
    });
  });
}

/** The server's notices, or a failure notice and null when there is no usable answer. */
function answered(result: Result<string>, kept: string): CouponAnswer | null {
  if (!result.ok && result.error.kind === 'aborted') return null;
  const answer = result.ok ? parseCouponAnswer(result.value) : null;
  if (!answer) showFailure(couponFailureText(result.ok ? 'unreadable' : result.error, kept));
  return answer;
}

async function refreshWith(form: HTMLFormElement, answer: CouponAnswer): Promise<void> {
  showNotices(answer.notices, answer.tone);
  await postUpdate(form, null, { keepNotices: true });
  settleFocus('');
}
