import type { WidgetModule } from '../../runtime/types.ts';
import { QUANTITY_INPUT, findUpdateButton, setUpdateEnabled } from './model.ts';

/**
 * The cart page's form (`form.woocommerce-cart-form`, spec §2.5). The form still posts natively;
 * the widget only does what WooCommerce's cart.js did around it: the update button waits for a
 * quantity change, and Enter in a quantity posts the update (not the coupon, which comes first).
 */
const cartPage: WidgetModule = {
  mount(form) {
    const update = findUpdateButton(form);
    if (!update) return undefined;
    setUpdateEnabled(update, false);
    const onQuantity = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches(QUANTITY_INPUT)) setUpdateEnabled(update, true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || !event.target.matches(QUANTITY_INPUT)) return;
      event.preventDefault();
      setUpdateEnabled(update, true);
      update.click();
    };
    // One signal removes every listener at unmount.
    const listeners = new AbortController();
    const { signal } = listeners;
    form.addEventListener('input', onQuantity, { signal });
    form.addEventListener('change', onQuantity, { signal });
    form.addEventListener('keydown', onKeyDown, { signal });
    return () => {
      listeners.abort();
      setUpdateEnabled(update, true);
    };
  },
};

export default cartPage;
