import type { Listen } from '../../../runtime/types.ts';
import { focusableIn } from '../../../ui/focusable.ts';

/**
 * A reset unticks the consent box, which disables the submit the shopper has just pressed, and a
 * disabled control loses focus to <body>: the next Tab starts over at the top of the page and a
 * screen reader is left nowhere, right after the thank-you. So, when focus was in the form as the
 * reset began: after a send, focus goes to the response message (the thank-you, made focusable
 * for this); after any other reset, only if focus was lost, to the form's first usable control.
 */
export function handFocusAfterReset(form: HTMLFormElement, hadFocus: boolean, sent: boolean, listen: Listen): void {
  if (!hadFocus) return;
  const output = form.querySelector<HTMLElement>('.wpcf7-response-output');
  if (sent && output && output.getClientRects().length > 0 && output.textContent?.trim()) {
    focusMessage(output, listen);
    return;
  }
  if (!focusLost(form)) return;
  focusableIn(form)[0]?.focus();
}

function focusLost(form: HTMLFormElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !form.contains(active)) return true;
  return active.matches(':disabled') || active.getClientRects().length === 0;
}

/**
 * CF7 prints the response area aria-hidden (its screen-reader copy is spoken instead); while it
 * holds focus it must be exposed, or the focus would sit on nothing a screen reader can read.
 */
function focusMessage(output: HTMLElement, listen: Listen): void {
  const hidden = output.getAttribute('aria-hidden');
  if (!output.hasAttribute('tabindex')) output.setAttribute('tabindex', '-1');
  output.removeAttribute('aria-hidden');
  listen(
    output,
    'blur',
    () => {
      if (hidden !== null) output.setAttribute('aria-hidden', hidden);
    },
    { once: true },
  );
  output.focus();
}
