import type { Listen } from '../../../runtime/types.ts';
import { setBusy } from '../../../ui/busy.ts';
import { pressesButton } from '../../../ui/keys.ts';
import { isPending } from './model.ts';

/** The buttons the add-to-cart widget answers (legacy-contracts §1); the others keep their link. */
export const AJAX_ADD_BUTTON = '.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)';

/** Whether a key presses the button, asked without acting on the key (the runtime's hold does). */
const pressingKey = (event: KeyboardEvent, button: Element) =>
  pressesButton({ key: event.key, preventDefault: () => undefined }, button);

/**
 * The add button's first answer (design §8, "the pressed button shows busy") while the add-to-cart
 * chunk is on its way: the click (a tap and Enter on a link are clicks too) or Space that the
 * runtime holds for the widget marks the button `loading` as WooCommerce's script does at once,
 * in the next paint. The widget, played the held press once mounted, marks the same and goes on,
 * so nothing flickers; a press it refuses (another script vetoed the add) clears it. Listens on
 * window in the capture phase: the runtime holds the press at the document, before the button.
 */
export function lightAddButton(button: HTMLElement, listen: Listen): void {
  const press = (event: Event) => {
    if (
      !(event.target instanceof Node) ||
      !button.contains(event.target) ||
      !isPending(button) ||
      !button.matches(AJAX_ADD_BUTTON)
    )
      return;
    if (event instanceof KeyboardEvent && !pressingKey(event, button)) return;
    button.classList.remove('added');
    setBusy(button, true);
  };
  listen(window, 'click', press, { capture: true });
  listen(window, 'keydown', press, { capture: true });
  // Back from the page the server's link led to (its chunk never came): not busy any more.
  listen(window, 'pageshow', () => {
    if (button.getAttribute('data-vitrina-state') !== 'mounted') setBusy(button, false);
  });
}
