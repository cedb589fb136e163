import { changeDiscountProduct } from '../../api/cart.ts';
import { readDiscountSwapParams } from '../../config/cart-discount.ts';
import { trackPending } from '../../state/cart.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { swapChangedCart, swapFields } from './model.ts';

const UPDATE_CART = '[name="update_cart"]';

/**
 * Woo Discount Rules' cart control that swaps the product a rule gives (`.awdr_change_product`).
 * After a swap the server's cart changed, so the cart form is posted through its update button,
 * enabled first because WooCommerce keeps it disabled until a quantity changes.
 */
const discountSwap: WidgetModule = {
  mount(control, context) {
    let busy = false;
    // Plugins print the control as a span or a div: it becomes a keyboard-usable button.
    const native = control instanceof HTMLButtonElement || control instanceof HTMLAnchorElement;
    if (!native) {
      if (!control.hasAttribute('role')) control.setAttribute('role', 'button');
      if (!control.hasAttribute('tabindex')) control.tabIndex = 0;
    }
    const swap = async () => {
      const fields = swapFields(control, readDiscountSwapParams().nonce);
      if (!fields || busy) return;
      busy = true;
      control.setAttribute('aria-busy', 'true');
      const result = await trackPending(changeDiscountProduct(fields));
      busy = false;
      control.removeAttribute('aria-busy');
      if (!swapChangedCart(result)) return;
      const update = document.querySelector<HTMLElement>(UPDATE_CART);
      if (!update) return;
      update.removeAttribute('disabled');
      update.setAttribute('aria-disabled', 'false');
      update.click();
    };
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      swap().catch(context.report);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (native || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      control.click();
    };
    control.addEventListener('click', onClick);
    control.addEventListener('keydown', onKeyDown);
    return () => {
      control.removeEventListener('click', onClick);
      control.removeEventListener('keydown', onKeyDown);
    };
  },
};

export default discountSwap;
