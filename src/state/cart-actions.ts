import type { CartResponse, Fragments } from '../api/cart.ts';
import { legacyCartEvents } from '../legacy/cart-events.ts';
import { receiveCart } from './cart.ts';
import { emitCartEvent } from './cart-events.ts';
import { replaceFragments } from './cart-fragments-dom.ts';

/**
 * After an add: the page fragments are swapped, the cart signals updated, then `added_to_cart`
 * is announced — in that order, as WooCommerce's own handlers ran before anyone else's.
 */
export function commitAdded(response: CartResponse, button: HTMLElement | null): void {
  if (response.fragments) {
    replaceFragments(response.fragments);
    receiveCart(response.fragments, response.cartHash);
  }
  emitCartEvent('added', { fragments: response.fragments, cartHash: response.cartHash, button });
  legacyCartEvents.addedToCart(response.fragments, response.cartHash, button);
}

export function commitRemoved(fragments: Fragments, cartHash: string, button: HTMLElement | null): void {
  replaceFragments(fragments);
  receiveCart(fragments, cartHash);
  emitCartEvent('removed', { fragments, cartHash, button });
  legacyCartEvents.removedFromCart(fragments, cartHash, button);
}

/** Asks the page-level fragments widget for a fresh copy of the cart. */
export function requestCartRefresh(): void {
  emitCartEvent('refresh', {});
}
