import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fragments } from '../../../../src/api/cart.ts';
import { mountOnBody } from '../mount-on-body.ts';
import { settle } from '../../../runtime/helpers.ts';
import { createContext } from '../../../../src/runtime/context.ts';

const calls = vi.hoisted(() => {
  const state: { refreshed: number; restored: Fragments[] } = { refreshed: 0, restored: [] };
  return state;
});
vi.mock('../../../../src/widgets/cart/shared/state/actions.ts', () => ({
  refreshCart: async () => void (calls.refreshed += 1),
}));
vi.mock('../../../../src/widgets/cart/cart-fragments/state/restore.ts', () => ({
  restoreCart: (fragments: Fragments) => void calls.restored.push(fragments),
}));

// The mini-cart's content area as WooCommerce prints it (templates/cart/mini-cart.php inside the widget's div).
const PAGE =
  '<div class="widget_shopping_cart"><div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list"><li class="woocommerce-mini-cart-item mini_cart_item">Tricou</li></ul></div></div>';
const FRAGMENTS = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">Tricou</div>' };
let stop: (() => void) | undefined;
const { default: cartFragments } = await import('../../../../src/widgets/cart/cart-fragments/index.ts');
const mount = async (html: string) => (stop = await mountOnBody('cart-fragments', cartFragments, html));

/** A valid cache of this tab (§4.2's four conditions hold) for a cart with hash abc. */
function storeValidCache(): void {
  sessionStorage.setItem('wc_fragments', JSON.stringify(FRAGMENTS));
  sessionStorage.setItem('wc_cart_hash', 'abc');
  sessionStorage.setItem('wc_cart_created', String(Date.now() - 1000));
  localStorage.setItem('wc_cart_hash', 'abc');
  Cookies.set('woocommerce_cart_hash', 'abc');
  Cookies.set('woocommerce_items_in_cart', '1');
}

beforeEach(() => {
  calls.refreshed = 0;
  calls.restored = [];
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  Cookies.remove('woocommerce_cart_hash');
  Cookies.remove('woocommerce_items_in_cart');
});

describe('cart-fragments on body (§4.2)', () => {
  it('valid stored fragments are used and nothing is asked of the server', async () => {
    storeValidCache();
    await mount(PAGE);
    expect(calls.restored).toEqual([FRAGMENTS]);
    await settle(); // a refresh would import the request layer first
    expect(calls.refreshed).toBe(0);
  });

  it('a stored hash that differs from the cookie means a refresh', async () => {
    storeValidCache();
    Cookies.set('woocommerce_cart_hash', 'def');
    await mount(PAGE);
    // The request layer is imported with the first refresh.
    await vi.waitFor(() => expect([calls.restored, calls.refreshed]).toEqual([[], 1]));
  });

  it('if browser storage is unavailable, fragments are always refreshed', async () => {
    storeValidCache();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await mount(PAGE);
    await vi.waitFor(() => expect([calls.restored, calls.refreshed]).toEqual([[], 1]));
  });

  it.each([
    ['a fragment-refresh event', () => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'))],
    ['a cart-updated event', () => document.body.dispatchEvent(new CustomEvent('updated_wc_div'))],
    [
      'the cart hash changing in another tab',
      () => {
        localStorage.setItem('wc_cart_hash', 'def');
        window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash', newValue: 'def' }));
      },
    ],
  ])('a refresh also happens on %s', async (_case, happen) => {
    storeValidCache();
    await mount(PAGE);
    happen();
    await settle();
    expect(calls.refreshed).toBe(1);
  });

  it('another storage key changing is not a refresh', async () => {
    storeValidCache();
    await mount(PAGE);
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_fragments', newValue: '{}' }));
    await settle();
    expect(calls.refreshed).toBe(0);
  });

  it('a page restored from the back/forward cache empties the mini-cart first, then refreshes', async () => {
    storeValidCache();
    await mount(PAGE);
    // happy-dom's PageTransitionEvent ignores the persisted init, so it is set on the event.
    const restored = new PageTransitionEvent('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    await settle();
    expect(document.querySelector('.widget_shopping_cart_content')!.childElementCount).toBe(0);
    expect(calls.refreshed).toBe(1);
  });

  it('an ordinary page show (not from the back/forward cache) changes nothing', async () => {
    storeValidCache();
    await mount(PAGE);
    window.dispatchEvent(new PageTransitionEvent('pageshow'));
    await settle();
    expect(document.querySelector('.widget_shopping_cart_content')!.childElementCount).toBe(1);
    expect(calls.refreshed).toBe(0);
  });

  it('only body hosts it: on any other element it does nothing', async () => {
    storeValidCache();
    document.body.innerHTML = PAGE;
    const other = document.querySelector<HTMLElement>('.widget_shopping_cart')!;
    expect(await cartFragments.mount(other, createContext('cart-fragments', other))).toBeUndefined();
    expect([calls.restored, calls.refreshed]).toEqual([[], 0]);
  });
});
