import { readDiscountSwapParams } from '../../../config/cart-discount.ts';
import { swapDiscountProduct } from '../../../state/cart/actions.ts';
import { setBusy } from '../../../ui/busy.ts';
import { pressesButton } from '../../../ui/keys.ts';
import type { Unmount, WidgetContext, WidgetModule } from '../../../runtime/types.ts';
import { swapChangedCart, swapFields } from './model.ts';

const UPDATE_CART = '[name="update_cart"]';

/**
 * The cart control that swaps the product a rule gives: Woo Discount Rules' clickable
 * `.awdr_change_product`, or the gift `select.awdr-change-free-product` (a change sends the swap;
 * without JS the select posts with the cart form).
 * After a swap the server's cart changed, so the cart form is posted through its update button,
 * enabled first because WooCommerce keeps it disabled until a quantity changes.
 */
const discountSwap: WidgetModule = {
  mount(control, context) {
    let busy = false;
    if (control instanceof HTMLSelectElement) return mountSelect(control, context);
    // Plugins print the control as a span or a div: it becomes a keyboard-usable button.
    const native = control instanceof HTMLButtonElement || control instanceof HTMLAnchorElement;
    if (!native) {
      if (!control.hasAttribute('role')) control.setAttribute('role', 'button');
      if (!control.hasAttribute('tabindex')) control.tabIndex = 0;
    }
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      if (busy) return;
      busy = true;
      swap(control)
        .catch(context.report)
        .finally(() => (busy = false));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!native && pressesButton(event, control)) control.click();
    };
    control.addEventListener('click', onClick);
    control.addEventListener('keydown', onKeyDown);
    return () => {
      control.removeEventListener('click', onClick);
      control.removeEventListener('keydown', onKeyDown);
    };
  },
};

/** One swap request; on `success` + `data` 1 the cart form posts through its update button. */
async function swap(control: HTMLElement): Promise<void> {
  const fields = swapFields(control, readDiscountSwapParams().nonce);
  if (!fields) return;
  setBusy(control, true);
  const result = await swapDiscountProduct(fields);
  setBusy(control, false);
  if (!swapChangedCart(result)) return;
  const update = document.querySelector<HTMLElement>(UPDATE_CART);
  if (!update) return;
  update.removeAttribute('disabled');
  update.setAttribute('aria-disabled', 'false');
  update.click();
}

function mountSelect(select: HTMLSelectElement, context: WidgetContext): Unmount {
  const onChange = () => void swap(select).catch(context.report);
  select.addEventListener('change', onChange);
  return () => select.removeEventListener('change', onChange);
}

export default discountSwap;
