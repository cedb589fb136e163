import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const server = vi.hoisted(() => {
  const state: { keys: string[]; answer: (removed: boolean) => void } = { keys: [], answer: () => undefined };
  return state;
});
vi.mock('../../../../src/widgets/cart/shared/state/actions.ts', () => ({
  removeCartItem: (key: string) => {
    server.keys.push(key);
    return new Promise<boolean>((resolve) => (server.answer = resolve));
  },
}));

const { REMOVED_TEXT, removeItem } = await import('../../../../src/widgets/cart/mini-cart/remove.ts');
const { createContext } = await import('../../../../src/runtime/context.ts');
const { run } = createContext('mini-cart', document.body);

// WooCommerce templates/cart/mini-cart.php line, as the fixture shop prints it (fixtures/server/render/mini-cart.ts).
const LIST = `<ul class="woocommerce-mini-cart cart_list"><li class="woocommerce-mini-cart-item mini_cart_item">
<a href="/cos/?remove_item=k1&amp;_wpnonce=n" class="remove remove_from_cart_button" data-product_id="42" data-cart_item_key="k1">&times;</a><a href="/p/tricou/">Tricou</a></li></ul>`;

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let done: boolean[];
beforeEach(() => {
  server.keys = [];
  done = [];
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  document.body.innerHTML = LIST;
});
afterEach(() => document.body.replaceChildren());

const link = () => document.querySelector<HTMLAnchorElement>('.remove_from_cart_button')!;
const row = () => document.querySelector<HTMLElement>('.mini_cart_item')!;
const blocked = () => [row().style.opacity, row().style.pointerEvents, row().getAttribute('aria-busy')];
const answer = async (removed: boolean) => {
  server.answer(removed);
  await vi.waitFor(() => expect(done).toHaveLength(1), { timeout: 15_000 });
};

describe('§4.2 mini-cart remove', () => {
  it('the item is greyed and blocked while the request runs', () => {
    expect(removeItem(link(), (removed) => done.push(removed), run)).toBe(true);
    expect(server.keys).toEqual(['k1']);
    expect(blocked()).toEqual(['0.6', 'none', 'true']);
  });

  it('on success the removal is announced; the fragments swap (state/cart) replaces the row', async () => {
    removeItem(link(), (removed) => done.push(removed), run);
    await answer(true);
    expect(done).toEqual([true]);
    // WooCommerce's cart live region, written a second later as the original did.
    await vi.waitFor(
      () => expect(document.querySelector('.widget_shopping_cart_live_region')?.textContent).toBe(REMOVED_TEXT),
      { timeout: 3000 },
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('on failure (or no fragments) the browser follows the remove link', async () => {
    removeItem(link(), (removed) => done.push(removed), run);
    await answer(false);
    expect(done).toEqual([false]);
    expect(assign).toHaveBeenCalledWith(new URL('/cos/?remove_item=k1&_wpnonce=n', location.href).href);
  });

  it('a second click while the request runs sends nothing more', () => {
    removeItem(link(), () => undefined, run);
    expect(removeItem(link(), () => undefined, run)).toBe(true);
    expect(server.keys).toEqual(['k1']);
  });

  it('a link without a cart item key stays a native link', () => {
    link().removeAttribute('data-cart_item_key');
    expect(removeItem(link(), () => undefined, run)).toBe(false);
    expect(server.keys).toEqual([]);
    expect(blocked()).toEqual(['', '', null]);
  });
});
