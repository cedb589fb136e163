import type { Fragments } from '../../api/cart.ts';
import { legacyCartEvents } from '../../legacy/cart-events.ts';
import { emitCartEvent } from './events.ts';
import { replaceFragments } from './fragments-dom.ts';
import { noteCartActivity, receiveCart } from './signals.ts';

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
