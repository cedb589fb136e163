import { afterEach, describe, expect, it } from 'vitest';
import { markAdded, markLoading, VIEW_CART_TEXT } from '../../../../src/widgets/cart/add-to-cart/button.ts';

afterEach(() => document.body.replaceChildren());

/** Two loop buttons in their own product boxes (flatsome woocommerce/content-product.php, one .add-to-cart-button wrapper each). */
function page(): [HTMLElement, HTMLElement] {
  document.body.innerHTML = `<div class="add-to-cart-button"><a class="button add_to_cart_button ajax_add_to_cart" data-product_id="1">Adaugă</a></div>
<div class="add-to-cart-button"><a class="button add_to_cart_button ajax_add_to_cart" data-product_id="2">Adaugă</a></div>`;
  const [first, second] = document.querySelectorAll<HTMLElement>('a.add_to_cart_button');
  return [first!, second!];
}

const links = () => [...document.querySelectorAll<HTMLAnchorElement>('a.added_to_cart')];
const NOT_CART = { cartUrl: 'https://magazin.test/cos/', i18nViewCart: null, isCart: false };

describe('§4.1 button: idle → loading → added, and the "Vezi coșul" link (§2.5)', () => {
  it('loading clears an earlier added mark and marks the button busy', () => {
    const [button] = page();
    button.classList.add('added');
    markLoading(button);
    expect(button.classList.contains('added')).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('added: the busy mark goes, "added" is set and one "Vezi coșul" link to the cart follows the button', () => {
    const [button] = page();
    markLoading(button);
    markAdded(button, true, NOT_CART);
    expect(button.getAttribute('aria-busy')).not.toBe('true');
    expect(button.classList.contains('added')).toBe(true);
    expect(links().map((link) => [link.href, link.textContent, link.previousElementSibling])).toEqual([
      [NOT_CART.cartUrl, VIEW_CART_TEXT, button],
    ]);
  });

  it.each([
    ['the server\'s own "View cart" text wins', { ...NOT_CART, i18nViewCart: 'Vezi coșul tău' }, ['Vezi coșul tău']],
    ['on the cart page no link is added', { ...NOT_CART, isCart: true }, []],
  ])('%s', (_rule, params, texts) => {
    const [button] = page();
    markAdded(button, true, params);
    expect(links().map((link) => link.textContent)).toEqual(texts);
  });

  it('a second add of the same product does not add a second link', () => {
    const [button] = page();
    markAdded(button, true, NOT_CART);
    markAdded(button, true, NOT_CART);
    expect(links()).toHaveLength(1);
  });

  it('each product box gets its own link', () => {
    const [first, second] = page();
    markAdded(first, true, NOT_CART);
    markAdded(second, true, NOT_CART);
    expect(links()).toHaveLength(2);
  });

  it("without fragments in the answer the button is not marked added (the original's updateButton)", () => {
    const [button] = page();
    markAdded(button, false, NOT_CART);
    expect(button.classList.contains('added')).toBe(false);
    expect(links()).toHaveLength(1);
  });
});
