import type { WidgetContext } from '../../../runtime/types.ts';
import { linkDisclosure } from '../../../ui/disclosure.ts';

/**
 * "Returning customer? Click here to log in" (checkout/form-login.php): `a.showlogin` opens the
 * login form printed hidden above the checkout. The form itself posts natively, as it always did.
 */
export function watchLoginToggle(checkout: HTMLFormElement, context: WidgetContext): () => void {
  const page = checkout.closest('.woocommerce') ?? checkout.ownerDocument;
  const link = page.querySelector<HTMLElement>('a.showlogin');
  const form = page.querySelector<HTMLFormElement>('form.woocommerce-form-login, form.login');
  if (!link || !form) return () => undefined;
  return linkDisclosure(link, form, context, () => form.querySelector<HTMLInputElement>('input[name="username"]'))
    .destroy;
}
