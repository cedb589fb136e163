import type { Fragments } from '../../../../api/cart.ts';
import { legacyCartEvents } from '../../shared/legacy/cart-events.ts';
import { emitCartEvent } from '../../shared/state/events.ts';
import { replaceFragments } from '../../../../state/cart/fragments-dom.ts';
import { noteCartActivity, receiveCart } from '../../shared/state/signals.ts';

/**
 * Fragments restored from the page's cache at start. Apart from the cart's actions (actions.ts),
 * which reach the request layer: a page whose cache is valid restores without fetching it.
 */
export function restoreCart(fragments: Fragments): void {
  replaceFragments(fragments);
  receiveCart(fragments);
  noteCartActivity('loaded');
  emitCartEvent('fragments-loaded', { fragments });
  legacyCartEvents.fragmentsLoaded();
}
