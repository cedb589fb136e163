import {
  addToCart as requestAdd,
  changeDiscountProduct,
  getRefreshedFragments,
  removeFromCart,
  type CartResponse,
  type DiscountSwapAnswer,
  type DiscountSwapFields,
  type Fragments,
} from '../../../../api/cart.ts';
import type { Result } from '../../../../api/result.ts';
import { legacyCartEvents } from '../legacy/cart-events.ts';
import { cartCacheSettings, storeChangedCart } from './cache-store.ts';
import { emitCartEvent } from './events.ts';
import { replaceFragments } from '../../../../state/cart/fragments-dom.ts';
import { noteCartActivity, receiveCart } from './signals.ts';

/**
 * The cart's one owner: every request that reads or changes the cart goes through these actions,
 * which call `api/`, swap the server's fragments into the page, update the signals widgets read,
 * keep the fragments cache, and only then tell the old world (jQuery events) and outside code
 * (`vitrina:cart:*` DOM events). No widget calls the cart endpoints or listens to these events.
 */

/** An add starts: readers learn it before the answer (an empty-cart widget shows itself). */
export function addToCart(
  fields: Readonly<Record<string, string>>,
  button: HTMLElement,
): Promise<Result<CartResponse>> {
  noteCartActivity('adding');
  emitCartEvent('adding', { button, data: fields });
  legacyCartEvents.addingToCart(button, fields);
  return requestAdd(fields);
}

/**
 * After an accepted add: the page fragments are swapped, the signals and the cache updated, then
 * `added_to_cart` is announced, in the order WooCommerce's own handlers ran.
 */
export function commitAdded(response: CartResponse, button: HTMLElement | null): void {
  if (response.fragments) {
    replaceFragments(response.fragments);
    receiveCart(response.fragments);
    storeChangedCart(response.fragments, response.cartHash);
  }
  noteCartActivity('added');
  emitCartEvent('added', { fragments: response.fragments, cartHash: response.cartHash, button });
  legacyCartEvents.addedToCart(response.fragments, response.cartHash, button);
}

/** Removes one line; resolves true when the server answered with the new cart (false: follow the link). */
export async function removeCartItem(cartItemKey: string, button: HTMLElement | null): Promise<boolean> {
  const result = await removeFromCart(cartItemKey);
  if (!result.ok || !result.value.fragments) return false;
  commitRemoved(result.value.fragments, result.value.cartHash, button);
  return true;
}

function commitRemoved(fragments: Fragments, cartHash: string, button: HTMLElement | null): void {
  replaceFragments(fragments);
  receiveCart(fragments);
  storeChangedCart(fragments, cartHash);
  noteCartActivity('removed');
  emitCartEvent('removed', { fragments, cartHash, button });
  legacyCartEvents.removedFromCart(fragments, cartHash, button);
}

/**
 * One `get_refreshed_fragments` round trip (spec §7.1). New fragments are swapped in, stored and
 * announced; a failure raises the error events and shows nothing, so the page keeps what it had.
 */
export async function refreshCart(): Promise<void> {
  const { time, timeoutMs, storage } = cartCacheSettings();
  const result = await getRefreshedFragments(time, timeoutMs);
  if (!result.ok) {
    emitCartEvent('fragments-error', { error: result.error });
    legacyCartEvents.fragmentsAjaxError();
    return;
  }
  const { fragments, cartHash } = result.value;
  if (!fragments) return;
  replaceFragments(fragments);
  receiveCart(fragments);
  storage?.save(fragments, cartHash, cartHash !== '', Date.now());
  noteCartActivity('refreshed');
  emitCartEvent('fragments-refreshed', { fragments, cartHash });
  legacyCartEvents.fragmentsRefreshed();
}

/** Woo Discount Rules' product swap in the cart (the server's cart changes when `data` is 1). */
export function swapDiscountProduct(fields: DiscountSwapFields): Promise<Result<DiscountSwapAnswer>> {
  return changeDiscountProduct(fields);
}
