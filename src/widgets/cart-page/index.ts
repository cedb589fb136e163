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
    form.addEventListener('input', onQuantity);
    form.addEventListener('change', onQuantity);
    form.addEventListener('keydown', onKeyDown);
    return () => {
      form.removeEventListener('input', onQuantity);
      form.removeEventListener('change', onQuantity);
      form.removeEventListener('keydown', onKeyDown);
      setUpdateEnabled(update, true);
    };
  },
};

export default cartPage;
