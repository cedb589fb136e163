/**
 * The payment methods after each redraw (legacy-contracts §4 behaviour 5): the chosen method's
 * box shows and the others hide, a single method hides its radio, and the place-order button takes
 * the method's own text (`data-order_button_text`) or its default (`data-value`).
 */
export function applyPaymentMethod(form: HTMLFormElement): void {
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')];
  if (radios.length === 0) return;
  if (!radios.some((radio) => radio.checked) && radios[0]) radios[0].checked = true;
  if (radios.length === 1 && radios[0]) radios[0].style.display = 'none';
  for (const radio of radios) {
    const box = radio.closest('li')?.querySelector<HTMLElement>('div.payment_box');
    if (box) box.style.display = radio.checked ? '' : 'none';
  }
  const button = form.querySelector<HTMLButtonElement>('#place_order');
  const chosen = radios.find((radio) => radio.checked);
  if (!button || !chosen) return;
  const text = chosen.dataset['order_button_text'] || button.dataset['value'] || button.textContent || '';
  button.textContent = text;
  button.value = text;
}

/** checkout.js keeps what the shopper typed in a payment box (card fields and the like) across redraws. */
export function rememberPaymentInputs(form: HTMLFormElement): () => void {
  const saved = [
    ...form.querySelectorAll<HTMLInputElement>(
      '.payment_box input[id], .payment_box select[id], .payment_box textarea[id]',
    ),
  ].map((input) => ({
    id: input.id,
    value: input.value,
    checked: input instanceof HTMLInputElement ? input.checked : false,
  }));
  const terms = form.querySelector<HTMLInputElement>('#terms')?.checked ?? false;
  return () => {
    for (const entry of saved) {
      const input = document.getElementById(entry.id);
      if (input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio'))
        input.checked = entry.checked;
      else if (
        (input instanceof HTMLInputElement ||
          input instanceof HTMLSelectElement ||
          input instanceof HTMLTextAreaElement) &&
        input.value === ''
      )
        input.value = entry.value;
    }
    const termsBox = form.querySelector<HTMLInputElement>('#terms');
    if (termsBox) termsBox.checked = terms;
  };
}
