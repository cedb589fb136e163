import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../api/fake-server.ts';
import { ADD_FAILED_TEXT } from '../../../../src/widgets/cart/add-to-cart/index.ts';
import { VIEW_CART_TEXT } from '../../../../src/widgets/cart/add-to-cart/button.ts';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';

// A loop add-to-cart link (woocommerce 10.3 templates/loop/add-to-cart.php, as the fixture shop prints
// it: fixtures/server/render/product-card.ts) and the header's count (a fragment the answer replaces).
const PAGE = `<span class="cart-icon"><strong>0</strong></span><div class="add-to-cart-button">
<a href="?add-to-cart=42" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="42" data-product_sku="TRI-1" rel="nofollow" data-success_message="„Tricou” a fost adăugat în coș">Adaugă în coș</a></div>`;
const ADDED = { fragments: { '.cart-icon strong': '<strong>1</strong>' }, cart_hash: 'abc' };
const globals = window as unknown as Record<string, unknown>;
let observer: MutationObserver | undefined;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  globals.wc_add_to_cart_params = {
    cart_url: '/cos/',
    is_cart: '',
    i18n_view_cart: 'Vezi coșul',
    cart_redirect_after_add: 'no',
  };
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(async () => {
  await stopWidgets(observer);
  delete globals.wc_add_to_cart_params;
  vi.unstubAllGlobals();
});

const button = () => document.querySelector<HTMLAnchorElement>('.add_to_cart_button')!;
const liveRegion = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent ?? '';
function press(): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  button().dispatchEvent(click);
  return click;
}

describe('add to cart (§4.1) through the runtime', () => {
  it('idle → loading → added: the request carries the data attributes, the fragments are swapped, "Vezi coșul" follows, the success message is read', async () => {
    const server = fakeServer(json(ADDED));
    observer = await runWidgets(['add-to-cart'], PAGE);
    expect(press().defaultPrevented).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(button().classList.contains('added')).toBe(true), { timeout: 15_000 });
    const body = new URLSearchParams(server.seen[0]!.body);
    expect([
      server.seen[0]!.url.searchParams.get('wc-ajax'),
      body.get('product_id'),
      body.get('quantity'),
      body.get('product_sku'),
    ]).toEqual(['add_to_cart', '42', '1', 'TRI-1']);
    expect(button().getAttribute('aria-busy')).toBeNull();
    expect(document.querySelector('.cart-icon strong')!.textContent).toBe('1');
    expect(button().nextElementSibling?.textContent).toBe(VIEW_CART_TEXT);
    await vi.waitFor(() => expect(liveRegion()).toBe('„Tricou” a fost adăugat în coș'), { timeout: 3000 });
  });

  it('an error with product_url sends the browser to the product page', async () => {
    fakeServer(json({ error: true, product_url: '/p/tricou/' }));
    observer = await runWidgets(['add-to-cart'], PAGE);
    press();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(new URL('/p/tricou/', location.href).href), {
      timeout: 15_000,
    });
    expect(button().classList.contains('added')).toBe(false);
  });

  it('a failed add ends the loading, says so, and re-reads the cart from the server', async () => {
    const server = fakeServer(new Response('error', { status: 500 }), json(ADDED));
    observer = await runWidgets(['add-to-cart'], PAGE);
    press();
    await vi.waitFor(
      () =>
        expect(server.seen.map((seen) => seen.url.searchParams.get('wc-ajax'))).toEqual([
          'add_to_cart',
          'get_refreshed_fragments',
        ]),
      { timeout: 15_000 },
    );
    expect(button().getAttribute('aria-busy')).toBeNull();
    expect(button().classList.contains('added')).toBe(false);
    expect(liveRegion()).toContain(ADD_FAILED_TEXT);
  });

  it('a button that is no longer an AJAX one keeps its native link', async () => {
    const server = fakeServer();
    observer = await runWidgets(['add-to-cart'], PAGE);
    button().removeAttribute('data-product_id');
    expect(press().defaultPrevented).toBe(false);
    expect(server.seen).toEqual([]);
  });

  it('Space on the link adds, as on a button', async () => {
    const server = fakeServer(json(ADDED));
    observer = await runWidgets(['add-to-cart'], PAGE);
    button().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(server.seen).toHaveLength(1), { timeout: 15_000 });
  });

  it('the loading state is also cleared on pageshow', async () => {
    fakeServer('hang');
    observer = await runWidgets(['add-to-cart'], PAGE);
    press();
    expect(button().getAttribute('aria-busy')).toBe('true');
    window.dispatchEvent(new PageTransitionEvent('pageshow'));
    expect(button().getAttribute('aria-busy')).toBeNull();
  });
});
