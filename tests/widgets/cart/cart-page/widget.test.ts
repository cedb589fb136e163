import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../api/fake-server.ts';
import { TEXTS } from '../../../../src/widgets/cart/cart-page/texts.ts';
import { mountOnBody } from '../mount-on-body.ts';

/** The cart page's regions (woocommerce 10.3 templates/cart/cart.php and cart-totals.php), with a quantity of `qty`. */
function cartPage(qty: number, total: string): string {
  return `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
<form class="woocommerce-cart-form" action="/cos/" method="post"><table><tr class="woocommerce-cart-form__cart-item cart_item">
<td class="product-quantity"><div class="quantity"><label class="screen-reader-text" for="q1">Cantitate</label><input type="number" id="q1" class="input-text qty text" name="cart[abc][qty]" value="${qty}" min="0"></div></td></tr></table>
<button type="submit" class="button" name="update_cart" value="Actualizează coșul">Actualizează coșul</button>
<input type="hidden" name="woocommerce-cart-nonce" value="n0nce"></form>
<div class="cart-collaterals"><div class="cart_totals"><strong class="order-total">${total}</strong></div></div></div>`;
}

let stop: (() => void) | undefined;
const { default: cartPageWidget } = await import('../../../../src/widgets/cart/cart-page/index.ts');
const mount = async (html: string) => (stop = await mountOnBody('cart-page', cartPageWidget, html));
beforeEach(() => document.body.classList.add('woocommerce-cart'));
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.className = '';
  vi.unstubAllGlobals();
});

const update = () => document.querySelector<HTMLButtonElement>('[name="update_cart"]')!;
const quantity = () => document.querySelector<HTMLInputElement>('input.qty')!;
function type(value: string): void {
  quantity().value = value;
  quantity().dispatchEvent(new Event('input', { bubbles: true }));
}
const enter = () =>
  quantity().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));

describe('cart page (§2.5): the update cart button', () => {
  it('waits for a quantity change, then is usable', async () => {
    fakeServer();
    await mount(cartPage(1, '49 lei'));
    expect([update().disabled, update().getAttribute('aria-disabled')]).toEqual([true, 'true']);
    type('2');
    expect([update().disabled, update().getAttribute('aria-disabled')]).toEqual([false, 'false']);
  });

  it('Enter in a quantity posts the form with update_cart and swaps in the answered cart, without a page load', async () => {
    const server = fakeServer(
      new Response(`<html><body class="woocommerce-cart">${cartPage(2, '98 lei')}</body></html>`, {
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    await mount(cartPage(1, '49 lei'));
    type('2');
    enter();
    await vi.waitFor(() => expect(document.querySelector('.order-total')?.textContent).toBe('98 lei'), {
      timeout: 15_000,
    });
    const body = new URLSearchParams(server.seen[0]!.body);
    expect([
      server.seen[0]!.method,
      body.get('cart[abc][qty]'),
      body.get('update_cart'),
      body.get('woocommerce-cart-nonce'),
    ]).toEqual(['POST', '2', 'Actualizează coșul', 'n0nce']);
    expect(update().disabled).toBe(true);
    expect(document.activeElement).toBe(quantity());
  });

  it('§8 a failed update swaps nothing: the typed quantity stays and a notice says why', async () => {
    fakeServer(new Response('error', { status: 500 }));
    await mount(cartPage(1, '49 lei'));
    type('5');
    enter();
    await vi.waitFor(
      () =>
        expect(document.querySelector('.woocommerce-notices-wrapper .woocommerce-error')?.textContent).toContain(
          TEXTS.notUpdated,
        ),
      { timeout: 15_000 },
    );
    expect(quantity().value).toBe('5');
    expect(document.querySelector('.order-total')?.textContent).toBe('49 lei');
  });

  it('an answer that is not a cart page (a login wall) swaps nothing and says so', async () => {
    fakeServer(
      new Response('<html><body><form class="woocommerce-form-login"></form></body></html>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    await mount(cartPage(1, '49 lei'));
    type('3');
    enter();
    await vi.waitFor(
      () =>
        expect(document.querySelector('.woocommerce-notices-wrapper .woocommerce-error')?.textContent).toContain(
          TEXTS.notUpdated,
        ),
      { timeout: 15_000 },
    );
    expect([quantity().value, document.querySelector('.order-total')?.textContent]).toEqual(['3', '49 lei']);
  });
});
