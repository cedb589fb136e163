import { readDiscountSwapParams } from './config/cart-discount.ts';
import { swapDiscountProduct } from '../shared/state/actions.ts';
import { setBusy } from '../../../ui/busy.ts';
import { pressesButton } from '../../../ui/keys.ts';
import type { WidgetContext, WidgetModule } from '../../../runtime/types.ts';
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
    if (control instanceof HTMLSelectElement) {
      listenToSelect(control, context);
      return undefined;
    }
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
    context.listen(control, 'click', onClick);
    context.listen(control, 'keydown', onKeyDown);
    return undefined;
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

function listenToSelect(select: HTMLSelectElement, context: WidgetContext): void {
  // The handler's promise is returned: listen reports its rejection.
  context.listen(select, 'change', () => swap(select));
}

export default discountSwap;
