/** WooCommerce's cart form: the button that posts quantity changes, and the inputs that change them. */
const UPDATE_CART = ':is(button, input)[name="update_cart"]';
export const QUANTITY_INPUT = 'input.qty, input[name$="[qty]"]';
/** The totals' shipping method radios (one group per package). */
export const SHIPPING_METHOD = 'input[name^="shipping_method"]';

/** The update button as WooCommerce's cart.js leaves it: usable only after a quantity changed. */
export function setUpdateEnabled(button: HTMLButtonElement | HTMLInputElement, enabled: boolean): void {
  button.disabled = !enabled;
  button.setAttribute('aria-disabled', String(!enabled));
}

export function findUpdateButton(root: ParentNode): HTMLButtonElement | HTMLInputElement | null {
  const found = root.querySelector(UPDATE_CART);
  return found instanceof HTMLButtonElement || found instanceof HTMLInputElement ? found : null;
}

/** Every package's chosen method, as cart.js sent them: `shipping_method[index]` = value. */
export function chosenMethods(totals: Element): Map<string, string> {
  const methods = new Map<string, string>();
  for (const input of totals.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    `select.shipping_method, ${SHIPPING_METHOD}`,
  )) {
    if (input instanceof HTMLInputElement && input.type === 'radio' && !input.checked) continue;
    methods.set(input.dataset['index'] ?? '0', input.value);
  }
  return methods;
}
