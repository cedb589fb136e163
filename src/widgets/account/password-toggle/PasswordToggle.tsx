import { useEffect, useState, type MouseEvent } from 'react';
import type { PasswordToggleTexts } from '../../../config/passwords.ts';

/** The field is the server's; only its type changes. */
/**
 * Switching the type can move the caret to the start in some Chromium versions; the shopper's
 * place in what they are typing is put back.
 */
function showAsText(input: HTMLInputElement, shown: boolean): void {
  const wanted = shown ? 'text' : 'password';
  if (input.type === wanted) return;
  const { selectionStart, selectionEnd, selectionDirection } = input;
  input.setAttribute('type', wanted);
  if (selectionStart === null || selectionEnd === null || input.ownerDocument.activeElement !== input) return;
  // The new type's editor is built at the next layout and starts with the caret at 0: lay out now, then restore.
  void input.offsetWidth;
  input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
}

interface Props {
  readonly input: HTMLInputElement;
  readonly texts: PasswordToggleTexts;
}

/**
 * WooCommerce's `button.show-password-input` (legacy-contracts §6): switches the field between
 * `password` and `text`. Its name says what it will do ('Arată parola' / 'Ascunde parola', spec
 * §2.8); a name that changes already tells the state, so there is no aria-pressed (WAI-ARIA APG
 * toggle button: one or the other, never both). A pointer press does not take focus from the field, so the
 * shopper types on; a keyboard press leaves focus on the button, which then reads its new state.
 */
export function PasswordToggle({ input, texts }: Props) {
  const [shown, setShown] = useState(input.type === 'text');

  useEffect(() => {
    showAsText(input, shown);
  }, [input, shown]);

  useEffect(() => {
    // The browser offers to save a password only for a password field, so the form posts it as one.
    const form = input.form;
    if (!form) return undefined;
    const hideOnSubmit = () => showAsText(input, false);
    form.addEventListener('submit', hideOnSubmit);
    return () => {
      form.removeEventListener('submit', hideOnSubmit);
      showAsText(input, false);
    };
  }, [input]);

  const keepFocusInField = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    if (input.ownerDocument.activeElement !== input) input.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={shown ? 'show-password-input display-password' : 'show-password-input'}
      aria-label={shown ? texts.hide : texts.show}
      aria-controls={input.id || undefined}
      onMouseDown={keepFocusInField}
      onClick={() => setShown((value) => !value)}
    />
  );
}
