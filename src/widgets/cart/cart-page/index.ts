import { readCartPageParams } from './config/cart-page.ts';
import { CART_FORM } from './cart-page-swap.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { createCalculatorBinder } from './calculator.ts';
import { watchCoupons } from './coupons.ts';
import { findUpdateButton, QUANTITY_INPUT, setUpdateEnabled } from './model.ts';
import { createRunner } from './runner.ts';
import { watchShipping } from './shipping.ts';
import { watchUpdates } from './update.ts';

/**
 * The cart page (WooCommerce's cart.js, spec §2.5). Hosted on `body.woocommerce-cart`, which is
 * never swapped: the form, the totals and the notices are replaced after every change, so every
 * listener is delegated from body and nothing is bound twice to swapped-in markup. Without
 * JavaScript the forms post and the links load as they always did.
 */
const cartPage: WidgetModule = {
  mount(body, context) {
    if (body !== document.body) return undefined;
    prepareAnnouncer();
    const params = readCartPageParams();
    const calculator = createCalculatorBinder(context);
    const run = createRunner(context, () => calculator.bind());
    const currentUpdate = () => {
      const form = document.querySelector(CART_FORM);
      return form ? findUpdateButton(form) : null;
    };
    // The update button waits for a quantity change; Enter in a quantity posts the update.
    const initial = currentUpdate();
    if (initial) setUpdateEnabled(initial, false);
    const inQuantity = (target: EventTarget | null): target is HTMLInputElement =>
      target instanceof HTMLInputElement && target.matches(`${CART_FORM} ${QUANTITY_INPUT}`);
    const onQuantity = (event: Event) => {
      const update = inQuantity(event.target) ? currentUpdate() : null;
      if (update) setUpdateEnabled(update, true);
    };
    context.listen(document.body, 'input', onQuantity);
    context.listen(document.body, 'change', onQuantity);
    context.listen(document.body, 'keydown', (event) => {
      if (!(event instanceof KeyboardEvent) || event.key !== 'Enter' || !inQuantity(event.target)) return;
      const update = currentUpdate();
      if (!update) return;
      event.preventDefault();
      setUpdateEnabled(update, true);
      update.click();
    });
    watchUpdates(run, context);
    watchCoupons(run, params, context);
    watchShipping(run, params, context);
    calculator.bind();
    return () => {
      calculator.destroy();
      const update = currentUpdate();
      if (update) setUpdateEnabled(update, true);
    };
  },
};

export default cartPage;
