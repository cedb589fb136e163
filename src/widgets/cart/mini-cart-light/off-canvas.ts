import type { Listen } from '../../../runtime/types.ts';
import { showOffCanvasPanel } from '../shared/off-canvas-panel.ts';

/** A plain primary click (a tap and Enter on a link are one too); a modified one opens a tab. */
export function opensWithPrimaryClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * Whether the mini-cart in the panel still waits for its chunk. Read here, not from ./model.ts:
 * this half is a chunk of its own, fetched only for an off-canvas cart, and importing from the
 * light half's chunk would make every page's copy of it carry a module wrapper for this one.
 */
const miniCartPending = (panel: ParentNode | null) =>
  panel?.querySelector('.widget_shopping_cart')?.getAttribute('data-vitrina-state') === 'pending';

/**
 * The off-canvas cart's opener (`[data-open="#cart-popup"]`): a click while the mini-cart's chunk
 * is on its way shows the printed panel at once. The runtime holds that click at the document and
 * plays it to the mounted widget, whose React shows the same panel (nothing moves) and adds its
 * backdrop and close button; so this listens on window, in the capture phase, before the hold.
 */
export function lightOffCanvas(toggle: HTMLElement, listen: Listen): void {
  if (miniCartPending(document.getElementById('cart-popup'))) toggle.setAttribute('aria-expanded', 'false');
  listen(
    window,
    'click',
    (event) => {
      if (!(event.target instanceof Node) || !toggle.contains(event.target) || !opensWithPrimaryClick(event)) return;
      const panel = document.getElementById('cart-popup');
      if (!panel || !miniCartPending(panel)) return;
      event.preventDefault(); // the link stays here while the held click waits for React
      showOffCanvasPanel(panel);
    },
    { capture: true },
  );
}
