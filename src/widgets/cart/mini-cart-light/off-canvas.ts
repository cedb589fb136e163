import type { Listen } from '../../../runtime/types.ts';
import { showOffCanvasPanel } from '../../../ui/off-canvas-panel.ts';
import { isPending, opensWithPrimaryClick } from './model.ts';

/**
 * The off-canvas cart's opener (`[data-open="#cart-popup"]`): a click while the mini-cart's chunk
 * is on its way shows the printed panel at once. The runtime holds that click at the document and
 * plays it to the mounted widget, whose React shows the same panel (nothing moves) and adds its
 * backdrop and close button; so this listens on window, in the capture phase, before the hold.
 */
export function lightOffCanvas(toggle: HTMLElement, listen: Listen): void {
  if (isPending(document.querySelector('#cart-popup .widget_shopping_cart'))) toggle.setAttribute('aria-expanded', 'false');
  listen(window, 'click', (event) => {
    if (!(event.target instanceof Node) || !toggle.contains(event.target) || !opensWithPrimaryClick(event)) return;
    const panel = document.getElementById('cart-popup');
    if (!panel || !isPending(panel.querySelector('.widget_shopping_cart'))) return;
    event.preventDefault(); // the link stays here while the held click waits for React
    showOffCanvasPanel(panel);
  }, { capture: true });
}
