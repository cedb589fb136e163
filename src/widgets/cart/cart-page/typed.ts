import { CART_FORM } from './cart-page-swap.ts';
import { findUpdateButton, QUANTITY_INPUT, setUpdateEnabled } from './model.ts';

/**
 * Quantities typed while a cart change was on its way are not in the answer the server sends
 * back: without this, swapping the new form in would put the server's numbers over them. Read
 * before the swap, put back after it (by input name, `cart[<key>][qty]`), with the update button
 * enabled so the shopper can send them.
 *
 * A quantity counts as typed when it differs from what the server printed (`defaultValue`) and,
 * for a form post, from what that post sent (the server has those now).
 */
export function keepTypedQuantities(sent?: URLSearchParams): () => void {
  const typed = new Map<string, string>();
  for (const input of document.querySelectorAll<HTMLInputElement>(`${CART_FORM} ${QUANTITY_INPUT}`)) {
    if (input.name === '' || input.value === input.defaultValue) continue;
    if (sent?.get(input.name) === input.value) continue;
    typed.set(input.name, input.value);
  }
  return () => {
    if (typed.size === 0) return;
    const form = document.querySelector(CART_FORM);
    if (!form) return;
    let restored = false;
    for (const input of form.querySelectorAll<HTMLInputElement>(QUANTITY_INPUT)) {
      const value = typed.get(input.name);
      if (value === undefined) continue;
      input.value = value;
      restored = true;
    }
    const update = restored ? findUpdateButton(form) : null;
    if (update) setUpdateEnabled(update, true);
  };
}
