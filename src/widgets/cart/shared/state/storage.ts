import type { Fragments } from '../../../../api/cart.ts';

export interface CartStorageKeys {
  /** `wc_cart_fragments_params.cart_hash_key`: the hash in both storages. */
  readonly cartHashKey: string;
  /** `wc_cart_fragments_params.fragment_name`: the fragments JSON in sessionStorage. */
  readonly fragmentName: string;
}

/** WooCommerce's fixed key for the cart-created time (ms), in sessionStorage. */
const CART_CREATED_KEY = 'wc_cart_created';

export interface CartStorage {
  read(): { storedFragments: string | null; storedHash: string | null; created: string | null };
  /** The hash as another tab last wrote it. */
  sharedHash(): string | null;
  /**
   * Stores an answer as the original did: fragments in this tab, the hash in both storages, and
   * the created time when `markCreated` (a truthy hash from a refresh, or the first add/remove).
   */
  save(fragments: Fragments, hash: string, markCreated: boolean, now: number): void;
}

/**
 * Opens the two storages, or returns null when either cannot be used: the getter itself throws
 * when storage is blocked, and Safari's old private mode threw on write (hence the probe key `wc`).
 */
export function openCartStorage(keys: CartStorageKeys): CartStorage | null {
  let session: Storage;
  let local: Storage;
  try {
    session = window.sessionStorage;
    local = window.localStorage;
    for (const storage of [session, local]) {
      storage.setItem('wc', 'test');
      storage.removeItem('wc');
    }
  } catch {
    return null;
  }
  const attempt = (write: () => void) => {
    try {
      write();
    } catch {
      /* a full storage only costs the next page a refresh */
    }
  };
  return {
    read: () => ({
      storedFragments: session.getItem(keys.fragmentName),
      storedHash: session.getItem(keys.cartHashKey),
      created: session.getItem(CART_CREATED_KEY),
    }),
    sharedHash: () => local.getItem(keys.cartHashKey),
    save(fragments, hash, markCreated, now) {
      attempt(() => session.setItem(keys.fragmentName, JSON.stringify(fragments)));
      attempt(() => local.setItem(keys.cartHashKey, hash));
      attempt(() => session.setItem(keys.cartHashKey, hash));
      if (markCreated) attempt(() => session.setItem(CART_CREATED_KEY, String(now)));
    },
  };
}
