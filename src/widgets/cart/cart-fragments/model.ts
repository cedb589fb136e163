import type { CartSnapshot } from './state/cache.ts';
import type { CartStorage } from '../shared/state/storage.ts';

type Cookies = Pick<CartSnapshot, 'cookieHash' | 'itemsInCart'>;

/** What the cache decision (§4.2) reads: this tab's stored record, or none when storage is unavailable, and the cart cookies. */
export function cacheSnapshot(storage: CartStorage | null, cookies: Cookies): CartSnapshot {
  return {
    storageAvailable: storage !== null,
    ...(storage?.read() ?? { storedFragments: null, storedHash: null, created: null }),
    ...cookies,
  };
}

/**
 * §4.2: the cart hash changed in another tab. A `storage` event for the hash key fires in the
 * other tabs only; the cart changed when the shared hash is no longer the one this tab stored.
 */
export function otherTabChangedCart(
  changedKey: string | null,
  cartHashKey: string,
  storage: CartStorage | null,
): boolean {
  if (!storage || changedKey !== cartHashKey) return false;
  return storage.sharedHash() !== storage.read().storedHash;
}
