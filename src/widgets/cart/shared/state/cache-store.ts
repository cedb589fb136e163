import type { Fragments } from '../../../../api/cart.ts';
import type { CartStorage } from './storage.ts';

/**
 * Where the page keeps its cart fragments (sessionStorage under the site's keys) and the `time`
 * field of refresh calls: set once by the page-level cart widget, used by every cart action.
 */
export interface CartCacheSettings {
  readonly storage: CartStorage | null;
  /** The `time` field, computed once when the page started (the original's behaviour). */
  readonly time: number;
  readonly timeoutMs: number;
}

let settings: CartCacheSettings = { storage: null, time: Date.now(), timeoutMs: 5000 };

export function configureCartCache(next: CartCacheSettings): void {
  settings = next;
}

export function cartCacheSettings(): CartCacheSettings {
  return settings;
}

/** After an add or a remove: the cart was empty before when nothing (or an empty hash) was stored. */
export function storeChangedCart(fragments: Fragments, hash: string): void {
  const { storage } = settings;
  if (!storage) return;
  const previous = storage.read().storedHash;
  storage.save(fragments, hash, previous === null || previous === '', Date.now());
}
