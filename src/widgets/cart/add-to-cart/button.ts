import { serverText } from '../../../i18n/format.ts';
import { setBusy } from '../../../ui/busy.ts';

export const VIEW_CART_TEXT = 'Vezi coșul';

export function markLoading(button: HTMLElement): void {
  button.classList.remove('added');
  setBusy(button, true);
}

export function clearLoading(button: HTMLElement): void {
  setBusy(button, false);
}

export interface ViewCartLink {
  readonly cartUrl: string;
  readonly i18nViewCart: string | null;
  readonly isCart: boolean;
}

/**
 * The original's updateButton: `added` only when the answer had fragments, and one 'Vezi coșul'
 * link after the button — never on the cart page, never twice in the same parent.
 */
export function markAdded(
  button: HTMLElement,
  hadFragments: boolean,
  { cartUrl, i18nViewCart, isCart }: ViewCartLink,
): void {
  clearLoading(button);
  if (hadFragments) button.classList.add('added');
  if (isCart || button.parentElement?.querySelector('.added_to_cart')) return;
  const text = serverText(i18nViewCart, VIEW_CART_TEXT);
  const link = document.createElement('a');
  link.href = cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = text;
  link.textContent = text;
  button.after(link);
}
