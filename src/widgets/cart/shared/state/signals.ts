import { signal } from '@preact/signals-core';
import type { Fragments } from '../../../../api/cart.ts';
import { countFromFragments } from './count.ts';

/**
 * The cart as every widget sees it. Signals come from `@preact/signals-core` (the package that
 * `@preact/signals-react` re-exports), so cart widgets that render no React — add-to-cart, the
 * mini-cart, the fragments cache — do not pull React into their chunks; React widgets read the
 * same signals with `useSignals()`.
 */

/** Items in the cart (sum of quantities); null until a mini-cart or an answer told us. */
export const cartCount = signal<number | null>(null);

/**
 * The last thing that happened to the cart, for widgets that follow it (the mini-cart reveals
 * itself after an add, an empty-cart widget shows as an add starts). `serial` makes two adds in a
 * row two changes.
 */
export interface CartActivity {
  readonly kind: 'adding' | 'added' | 'removed' | 'refreshed' | 'loaded';
  readonly serial: number;
}
export const cartActivity = signal<CartActivity | null>(null);

export function noteCartActivity(kind: CartActivity['kind']): void {
  cartActivity.value = { kind, serial: (cartActivity.peek()?.serial ?? 0) + 1 };
}

/** A server answer or the cache gave a new cart. */
export function receiveCart(fragments: Fragments): void {
  const count = countFromFragments(fragments);
  if (count !== null) cartCount.value = count;
}

/** The page's own mini-cart, read once at start, gives the first count. */
export function seedCartCount(count: number | null): void {
  if (cartCount.value === null && count !== null) cartCount.value = count;
}
