import type { PasswordToggleTexts } from '../shared/config/passwords.ts';
import type { WidgetContext } from '../../../runtime/types.ts';

/**
 * The field is the server's; only its type changes. Switching the type can move the caret to the
 * start in some Chromium versions; the shopper's place in what they are typing is put back.
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

/**
 * WooCommerce's `button.show-password-input` (legacy-contracts §6), drawn into `container`:
 * switches the field between `password` and `text`. Its name says what it will do ('Arată parola' /
 * 'Ascunde parola', spec §2.8); a name that changes already tells the state, so there is no
 * aria-pressed (WAI-ARIA APG toggle button: one or the other, never both). A pointer press does not
 * take focus from the field, so the shopper types on; a keyboard press leaves focus on the button,
 * which then reads its new state. Returns the undo: the field is a password field again.
 */
export function drawPasswordToggle(
  container: HTMLElement,
  input: HTMLInputElement,
  texts: PasswordToggleTexts,
  context: WidgetContext,
): () => void {
  const button = container.ownerDocument.createElement('button');
  button.type = 'button';
  if (input.id) button.setAttribute('aria-controls', input.id);
  let shown = input.type === 'text';
  const show = (next: boolean) => {
    shown = next;
    button.className = shown ? 'show-password-input display-password' : 'show-password-input';
    button.setAttribute('aria-label', shown ? texts.hide : texts.show);
    showAsText(input, shown);
  };
  show(shown);
  container.append(button);

  context.listen(button, 'mousedown', (event) => {
    if (!(event instanceof MouseEvent) || event.button !== 0) return;
    event.preventDefault();
    if (input.ownerDocument.activeElement !== input) input.focus({ preventScroll: true });
  });
  context.listen(button, 'click', () => show(!shown));
  // The browser offers to save a password only for a password field, so the form posts it as one.
  if (input.form) context.listen(input.form, 'submit', () => showAsText(input, false));
  return () => showAsText(input, false);
}
