// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CartStorage } from '../../../../src/widgets/cart/shared/state/storage.ts';
import { cacheSnapshot, otherTabChangedCart } from '../../../../src/widgets/cart/cart-fragments/model.ts';

/** A cart storage whose tab stored `storedHash` and whose shared (localStorage) hash is `sharedHash`. */
function storage(storedHash: string | null, sharedHash: string | null): CartStorage {
  return {
    read: () => ({ storedFragments: '{}', storedHash, created: '1' }),
    sharedHash: () => sharedHash,
    save: () => undefined,
  };
}

describe('§4.2 a refresh happens when the cart hash changes in another tab', () => {
  it.each<[string, string | null, CartStorage | null, boolean]>([
    ['the hash key changed to another hash', 'wc_cart_hash', storage('abc', 'def'), true],
    ['another tab emptied the cart (hash removed)', 'wc_cart_hash', storage('abc', null), true],
    ['the hash key was written with the hash this tab has', 'wc_cart_hash', storage('abc', 'abc'), false],
    ['another key changed', 'wc_fragments', storage('abc', 'def'), false],
    ['the whole storage was cleared (key null)', null, storage('abc', 'def'), false],
    ['storage is unavailable', 'wc_cart_hash', null, false],
  ])('%s → %s', (_rule, key, cartStorage, expected) => {
    expect(otherTabChangedCart(key, 'wc_cart_hash', cartStorage)).toBe(expected);
  });

  it('the hash key is the one wc_cart_fragments_params names', () => {
    expect(otherTabChangedCart('wc_cart_hash_5f1', 'wc_cart_hash_5f1', storage('abc', 'def'))).toBe(true);
  });
});

describe('§4.2 the cache decision reads the stored record and the cookies', () => {
  const cookies = { cookieHash: 'abc', itemsInCart: '1' };
  it('with storage: its record and the cookies', () => {
    expect(cacheSnapshot(storage('abc', 'abc'), cookies)).toEqual({
      storageAvailable: true,
      storedFragments: '{}',
      storedHash: 'abc',
      created: '1',
      ...cookies,
    });
  });

  it('if browser storage is unavailable: no record, so fragments are always refreshed', () => {
    expect(cacheSnapshot(null, cookies)).toEqual({
      storageAvailable: false,
      storedFragments: null,
      storedHash: null,
      created: null,
      ...cookies,
    });
  });
});
