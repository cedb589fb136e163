import { postCartPage, updateShippingMethod } from './api/cart-page.ts';
import type { CartPageParams } from './config/cart-page.ts';
import { couponFailureText } from '../../../i18n/coupon.ts';
import { CART_TOTALS } from './cart-page-swap.ts';
import { legacyCartPageEvents } from './legacy/cart-page-events.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { announce } from '../../../ui/announce.ts';
import { chosenMethods, SHIPPING_METHOD as METHOD } from './model.ts';
import { showFailure } from './notices.ts';
import { formBody, type Runner } from './runner.ts';
import { swapTotals } from './swap.ts';
import { TEXTS } from './texts.ts';
import { calculationNotApplied, NOT_APPLIED } from './unapplied.ts';
import { applyAnswer, failureText } from './update.ts';

/**
 * The totals' shipping methods and the shipping calculator. A method change posts
 * `update_shipping_method` and swaps in the totals it answers; on a failure the radio the server
 * printed as chosen is checked again. The calculator posts like the browser would, then swaps.
 */
export function watchShipping(run: Runner, params: CartPageParams, context: WidgetContext): void {
  context.listen(document.body, 'change', (event) => {
    const input = event.target;
    const totals = input instanceof HTMLInputElement && input.matches(METHOD) ? input.closest(CART_TOTALS) : null;
    if (!totals || !(input instanceof HTMLInputElement)) return;
    const value = input.value;
    run(async () => {
      const result = await updateShippingMethod(params.updateShippingMethodNonce, chosenMethods(totals));
      if (!result.ok && result.error.kind === 'aborted') return;
      if (result.ok && swapTotals(result.value)) {
        legacyCartPageEvents.updatedShippingMethod();
        const chosen = [...document.querySelectorAll<HTMLInputElement>(`${CART_TOTALS} ${METHOD}`)].find(
          (radio) => radio.value === value,
        );
        chosen?.focus();
        announce(TEXTS.totalsUpdated);
        return;
      }
      totals.querySelectorAll<HTMLInputElement>(METHOD).forEach((radio) => (radio.checked = radio.defaultChecked));
      showFailure(couponFailureText(result.ok ? 'unreadable' : result.error, TEXTS.shippingNotChanged));
    });
  });
  context.listen(document.body, 'submit', (event) => {
    const form = event.target;
    if (
      !(form instanceof HTMLFormElement) ||
      !form.matches('form.woocommerce-shipping-calculator') ||
      !(event instanceof SubmitEvent)
    )
      return;
    event.preventDefault();
    const body = formBody(form, event.submitter);
    if (!body.has('calc_shipping')) body.set('calc_shipping', '1');
    run(async () => {
      const answer = await postCartPage(form.action, body);
      // The cart as it was (a redirect refused): the address typed stays in the calculator.
      if (answer.ok && calculationNotApplied(answer.value))
        showFailure(failureText('', NOT_APPLIED, TEXTS.calculatorKept));
      else applyAnswer(answer, '', TEXTS.calculatorKept);
    });
  });
}
