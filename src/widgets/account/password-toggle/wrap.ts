/**
 * WooCommerce wraps every shop password input in `span.password-input` (legacy-contracts §6) so
 * that the theme can place the show/hide button over the field's end. A wrapper the server
 * already printed is reused; so is a plain span the field already sits in (checkout's
 * `span.woocommerce-input-wrapper`), which WooCommerce marks `password-input` rather than wrap
 * again. Moving a focused input would blur it, so focus and the caret are put back.
 */
export interface Wrapped {
  readonly wrapper: HTMLElement;
  unwrap(): void;
}

export function wrapPasswordInput(input: HTMLInputElement): Wrapped {
  const existing = input.parentElement;
  if (existing?.matches('span.password-input')) return { wrapper: existing, unwrap: () => {} };
  if (existing?.matches('span')) {
    existing.classList.add('password-input');
    return { wrapper: existing, unwrap: () => existing.classList.remove('password-input') };
  }

  const doc = input.ownerDocument;
  const hadFocus = doc.activeElement === input;
  const { selectionStart, selectionEnd } = input;
  const wrapper = doc.createElement('span');
  wrapper.className = 'password-input';
  input.before(wrapper);
  wrapper.append(input);
  if (hadFocus) refocus(input, selectionStart, selectionEnd);

  return {
    wrapper,
    unwrap() {
      if (!wrapper.isConnected) return;
      const focused = doc.activeElement === input;
      wrapper.before(input);
      wrapper.remove();
      if (focused) refocus(input, input.selectionStart, input.selectionEnd);
    },
  };
}

function refocus(input: HTMLInputElement, start: number | null, end: number | null): void {
  input.focus({ preventScroll: true });
  if (start !== null && end !== null) input.setSelectionRange(start, end);
}
