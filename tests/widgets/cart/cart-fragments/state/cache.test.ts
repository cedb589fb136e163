// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decideCache,
  parseFragments,
  type CartSnapshot,
} from '../../../../../src/widgets/cart/cart-fragments/state/cache.ts';

const DAY = 86_400_000;
const NOW = 1_700_000_000_000;
const FRAGMENTS = JSON.stringify({
  'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1</div>',
  '.cart-icon strong': '<strong>1</strong>',
});

/** A cart with one item whose cache is valid on every rule; each row breaks one thing. */
const valid: CartSnapshot = {
  storageAvailable: true,
  storedFragments: FRAGMENTS,
  storedHash: 'abc',
  created: String(NOW - 1000),
  cookieHash: 'abc',
  itemsInCart: '1',
};

describe('§4.2 stored fragments are used only when all four conditions hold', () => {
  it('uses them when a mini-cart fragment exists, the hashes match, the created time exists and is under 24 h old', () => {
    const decision = decideCache(valid, NOW, DAY);
    expect(decision).toMatchObject({ action: 'use', refreshInMs: DAY - 1000 });
  });

  it.each<[string, Partial<CartSnapshot>, string]>([
    ['condition 1: no stored fragments at all', { storedFragments: null }, 'no-fragment'],
    [
      'condition 1: stored fragments without the mini-cart area',
      { storedFragments: JSON.stringify({ '.cart-icon strong': '<strong>1</strong>' }) },
      'no-fragment',
    ],
    ['condition 1: stored fragments that are not JSON', { storedFragments: '{broken' }, 'no-fragment'],
    ['condition 2: the stored hash differs from the cookie', { cookieHash: 'def' }, 'hash-mismatch'],
    ['condition 2: the cookie is gone while a hash is stored', { cookieHash: undefined }, 'hash-mismatch'],
    ['condition 3: no cart-created time', { created: null }, 'no-created'],
    ['condition 3: an unreadable cart-created time', { created: 'yesterday' }, 'no-created'],
    ['condition 4: created exactly 24 h ago', { created: String(NOW - DAY) }, 'expired'],
    ['condition 4: created more than 24 h ago', { created: String(NOW - DAY - 1) }, 'expired'],
    ['storage unavailable always refreshes', { storageAvailable: false }, 'storage-unavailable'],
  ])('%s → refresh', (_name, change, reason) => {
    expect(decideCache({ ...valid, ...change }, NOW, DAY)).toEqual({ action: 'refresh', reason });
  });

  it('storage unavailable refreshes even when the cookies say the cart is empty', () => {
    const empty = {
      ...valid,
      storageAvailable: false,
      storedHash: null,
      itemsInCart: undefined,
      cookieHash: undefined,
    };
    expect(decideCache(empty, NOW, DAY)).toEqual({ action: 'refresh', reason: 'storage-unavailable' });
  });
});

describe('beyond the original: no request for an empty cart (woocommerce#31981)', () => {
  it.each<[string, Partial<CartSnapshot>]>([
    [
      'first visit: no cookie, nothing stored',
      { storedFragments: null, storedHash: null, created: null, cookieHash: undefined, itemsInCart: undefined },
    ],
    [
      'an empty cart stored as an empty hash',
      { storedHash: '', created: null, cookieHash: undefined, itemsInCart: undefined },
    ],
  ])('%s → skip', (_name, change) => {
    expect(decideCache({ ...valid, ...change }, NOW, DAY)).toEqual({ action: 'skip', reason: 'empty-cart' });
  });

  it('a hash stored by this tab while the cookie is gone (cart emptied elsewhere) still refreshes', () => {
    expect(decideCache({ ...valid, itemsInCart: undefined, cookieHash: undefined }, NOW, DAY)).toEqual({
      action: 'refresh',
      reason: 'hash-mismatch',
    });
  });

  it('the items cookie without a stored hash (cart filled in another session) refreshes', () => {
    expect(decideCache({ ...valid, storedHash: null }, NOW, DAY)).toEqual({
      action: 'refresh',
      reason: 'hash-mismatch',
    });
  });
});

describe('the 24 h timer', () => {
  it.each([
    ['just created', NOW, DAY],
    ['created 23 h ago', NOW - 23 * 3_600_000, 3_600_000],
    ['created one ms before expiry', NOW - DAY + 1, 1],
  ])('%s → the next refresh is due at created + 24 h', (_name, created, due) => {
    expect(decideCache({ ...valid, created: String(created) }, NOW, DAY)).toMatchObject({
      action: 'use',
      refreshInMs: due,
    });
  });
});

describe('stored fragments are untrusted', () => {
  it.each([
    ['null', 'null', null],
    ['an array', '[1,2]', null],
    ['a map with a non-string value', '{"a":"<p></p>","b":3}', { a: '<p></p>' }],
  ])('%s', (_name, json, expected) => {
    expect(parseFragments(json)).toEqual(expected);
  });
});
