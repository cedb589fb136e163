import { afterEach, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../../src/api/cart.ts';
import { fail, ok } from '../../../../src/api/result.ts';
import { addOutcome, isAjaxAddButton, requestFields } from '../../../../src/widgets/cart/add-to-cart/model.ts';

afterEach(() => document.body.replaceChildren());

/** A loop add-to-cart link as WooCommerce 10.3 prints it (templates/loop/add-to-cart.php), one attribute changed per row. */
function button(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body.firstElementChild as HTMLElement;
}

describe("§3.1 the add-to-cart request is the button's data attributes", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'every data-* attribute is sent, product_id included',
      {},
      { product_id: '42', product_sku: 'TRI-1', quantity: '2' },
    ],
    [
      'scalars another script stored with $.data() are sent as text',
      { quantity: 3, gift: true, note: 'x' },
      { product_id: '42', product_sku: 'TRI-1', quantity: '2', gift: 'true', note: 'x' },
    ],
    [
      'objects stored with $.data() are not sent',
      { options: { a: 1 }, list: [1] },
      { product_id: '42', product_sku: 'TRI-1', quantity: '2' },
    ],
    [
      'our own vitrina keys are never sent',
      { vitrinaState: 'mounted' },
      { product_id: '42', product_sku: 'TRI-1', quantity: '2' },
    ],
  ])('%s', (_rule, legacy, expected) => {
    const element = button(
      '<a href="?add-to-cart=42" data-product_id="42" data-product_sku="TRI-1" data-quantity="2" data-vitrina="add-to-cart" data-vitrina-state="mounted" class="button add_to_cart_button ajax_add_to_cart">Adaugă</a>',
    );
    expect(requestFields(element.dataset, legacy)).toEqual(expected);
  });

  it('a data-* attribute wins over the same key stored with $.data()', () => {
    const element = button('<a data-product_id="42" data-quantity="2"></a>');
    expect(requestFields(element.dataset, { quantity: 5 })).toEqual({ product_id: '42', quantity: '2' });
  });
});

describe('only the AJAX add buttons are taken over; the others keep their native link', () => {
  it.each([
    [
      "a simple product's AJAX button",
      '<a class="add_to_cart_button ajax_add_to_cart" data-product_id="42"></a>',
      true,
    ],
    [
      'a button without ajax_add_to_cart (variable product: "Alege opțiunile")',
      '<a class="add_to_cart_button" data-product_id="42"></a>',
      false,
    ],
    ['a button without data-product_id', '<a class="add_to_cart_button ajax_add_to_cart"></a>', false],
    [
      "a block button (.wc-interactive) handled by the blocks' own script",
      '<a class="add_to_cart_button ajax_add_to_cart wc-interactive" data-product_id="42"></a>',
      false,
    ],
  ])('%s', (_rule, markup, expected) => {
    expect(isAjaxAddButton(button(markup))).toBe(expected);
  });
});

describe('§4.1 what happens after the add answers', () => {
  const added: CartResponse = {
    error: false,
    fragments: { '.cart-icon strong': '<strong>1</strong>' },
    cartHash: 'abc',
  };
  it.each([
    [
      'an error with product_url goes to the product page',
      ok<CartResponse>({ error: true, productUrl: 'https://magazin.test/p/tricou/', cartHash: '' }),
      false,
      { kind: 'product-page', url: 'https://magazin.test/p/tricou/' },
    ],
    [
      'an error without product_url is a failure',
      ok<CartResponse>({ error: true, cartHash: '' }),
      false,
      { kind: 'failed' },
    ],
    ['redirect-after-add on goes to the cart', ok(added), true, { kind: 'cart-page' }],
    [
      'an error wins over redirect-after-add',
      ok<CartResponse>({ error: true, productUrl: '/p/tricou/', cartHash: '' }),
      true,
      { kind: 'product-page', url: '/p/tricou/' },
    ],
    ['redirect-after-add off (this site) marks the button added', ok(added), false, { kind: 'added', response: added }],
    [
      'a failed call is a failure carrying its error',
      fail<CartResponse>({ kind: 'timeout' }),
      false,
      { kind: 'failed', error: { kind: 'timeout' } },
    ],
  ])('%s', (_rule, result, redirectAfterAdd, expected) => {
    expect(addOutcome(result, redirectAfterAdd)).toEqual(expected);
  });
});
