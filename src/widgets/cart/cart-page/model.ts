/** WooCommerce's cart form: the button that posts quantity changes, and the inputs that change them. */
export const UPDATE_CART = ':is(button, input)[name="update_cart"]';
export const QUANTITY_INPUT = 'input.qty, input[name$="[qty]"]';

/** The update button as WooCommerce's cart.js leaves it: usable only after a quantity changed. */
export function setUpdateEnabled(button: HTMLButtonElement | HTMLInputElement, enabled: boolean): void {
  button.disabled = !enabled;
  button.setAttribute('aria-disabled', String(!enabled));
}

export function findUpdateButton(root: ParentNode): HTMLButtonElement | HTMLInputElement | null {
  const found = root.querySelector(UPDATE_CART);
  return found instanceof HTMLButtonElement || found instanceof HTMLInputElement ? found : null;
}
