import { injectStylesOnce } from '../../../ui/styles.ts';

/**
 * A short visible message right after the control it is about (a failed add to cart beside its
 * button). Shown as text, never markup. It carries no live role: the widget already speaks the same
 * words through its own live region, and a second one would read them twice. The control points at
 * it with aria-describedby, so focus on the control reads it again.
 */
const CLASS = 'vitrina-inline-message';
const CSS = `.${CLASS}{display:block;margin:.4em 0 0;font-size:.9em;line-height:1.3;color:#b81c23}`;

let counter = 0;

function existing(control: HTMLElement): HTMLElement | null {
  const id = control.dataset.vitrinaMessage;
  const element = id ? document.getElementById(id) : null;
  return element?.classList.contains(CLASS) ? element : null;
}

export function showInlineMessage(control: HTMLElement, text: string): HTMLElement {
  injectStylesOnce('inline-message', CSS);
  let message = existing(control);
  if (!message) {
    message = document.createElement('span');
    message.className = CLASS;
    message.id = `vitrina-inline-message-${++counter}`;
    control.dataset.vitrinaMessage = message.id;
    // After anything already following the control (WooCommerce's 'Vezi coșul' link), inside the same parent.
    const after = control.nextElementSibling?.classList.contains('added_to_cart')
      ? control.nextElementSibling
      : control;
    after.after(message);
  }
  message.textContent = text;
  const described = (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id !== '' && id !== message.id);
  control.setAttribute('aria-describedby', [...described, message.id].join(' '));
  return message;
}

export function clearInlineMessage(control: HTMLElement): void {
  const message = existing(control);
  if (!message) return;
  const described = (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id !== '' && id !== message.id);
  if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
  else control.removeAttribute('aria-describedby');
  delete control.dataset.vitrinaMessage;
  message.remove();
}
