import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../../../src/runtime/types.ts';
import { createRunner } from '../../../../src/widgets/cart/cart-page/runner.ts';
import { keepTypedQuantities } from '../../../../src/widgets/cart/cart-page/typed.ts';

/** Issue 26 item 4 on the cart page: a second action is queued, typed quantities survive a swap. */
const controller = new AbortController();
const context: WidgetContext = {
  name: 'cart-page',
  preload: () => undefined,
  report: (error) => {
    throw error;
  },
  listen: (target: EventTarget, type: string, handler: (event: Event) => unknown, options?: AddEventListenerOptions) =>
    target.addEventListener(type, handler, { ...options, signal: controller.signal }),
  run: (task) => void (typeof task === 'function' ? task() : task),
  signal: controller.signal,
};

// WooCommerce 9.x templates/cart/cart.php: the cart form, one qty input per line, the update button; templates/cart/cart-totals.php.
const row = (key: string, qty: number) =>
  `<tr><td class="product-quantity"><input type="number" class="input-text qty text" name="cart[${key}][qty]" value="${qty}"></td></tr>`;
const page = (a: number, b: number) =>
  `<form class="woocommerce-cart-form" action="/cos/" method="post"><table>${row('aaa', a)}${row('bbb', b)}</table><button type="submit" name="update_cart" value="Actualizează coșul" disabled aria-disabled="true">Actualizează coșul</button></form><div class="cart_totals"></div>`;
const qty = (key: string) => document.querySelector<HTMLInputElement>(`input[name="cart[${key}][qty]"]`)!;

beforeEach(() => {
  document.body.innerHTML = page(1, 1);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the cart page runner', () => {
  it('queues a second action while one runs, and runs it after, in order', async () => {
    const done: string[] = [];
    let release!: () => void;
    const run = createRunner(context, () => undefined);
    run(() => new Promise<void>((resolve) => (release = () => (done.push('first'), resolve()))));
    run(async () => {
      done.push('second');
    });
    expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    expect(done).toEqual([]);
    release();
    await vi.waitFor(() => expect(done).toEqual(['first', 'second']), { timeout: 15_000 });
    expect(document.querySelector('form')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('a task that fails does not stall the ones behind it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const done: string[] = [];
    const run = createRunner(context, () => undefined);
    run(() => Promise.reject(new Error('boom')));
    run(async () => {
      done.push('after');
    });
    await vi.waitFor(() => expect(done).toEqual(['after']), { timeout: 15_000 });
  });
});

describe('quantities typed in other rows survive an update', () => {
  it('a quantity typed while the update was on its way is put back over the server answer', () => {
    qty('aaa').value = '3';
    const sent = new URLSearchParams({ 'cart[aaa][qty]': '3', 'cart[bbb][qty]': '1' });
    qty('bbb').value = '5'; // typed after the post left
    const restore = keepTypedQuantities(sent);
    document.body.innerHTML = page(3, 1); // the server's page: aaa updated, bbb as it was sent
    restore();
    expect(qty('aaa').value).toBe('3');
    expect(qty('bbb').value).toBe('5');
    expect(document.querySelector('button')!.disabled).toBe(false);
  });

  it('after a remove link, quantities typed but not sent are kept', () => {
    qty('bbb').value = '4';
    const restore = keepTypedQuantities();
    document.body.innerHTML = `<form class="woocommerce-cart-form"><table>${row('bbb', 1)}</table><button type="submit" name="update_cart" disabled>x</button></form>`;
    restore();
    expect(qty('bbb').value).toBe('4');
  });

  it('nothing typed: the server numbers stand and the button stays disabled', () => {
    const restore = keepTypedQuantities(new URLSearchParams({ 'cart[aaa][qty]': '1' }));
    document.body.innerHTML = page(2, 7);
    restore();
    expect(qty('aaa').value).toBe('2');
    expect(qty('bbb').value).toBe('7');
    expect(document.querySelector('button')!.disabled).toBe(true);
  });
});
