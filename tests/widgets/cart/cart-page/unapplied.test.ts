import { describe, expect, it } from 'vitest';
import { calculationNotApplied, updateNotApplied } from '../../../../src/widgets/cart/cart-page/unapplied.ts';

/**
 * Issue 39: after a cart-page post whose redirect was refused, the page the widget lands on is read
 * before it is swapped in. WooCommerce prints a notice whenever the post changed the cart, so a
 * page with no notice and without what was sent is the cart as it was.
 */
const page = (notices: string, quantities: Record<string, string>) =>
  `<html><body><div class="woocommerce"><div class="woocommerce-notices-wrapper">${notices}</div>` +
  `<form class="woocommerce-cart-form">${Object.entries(quantities)
    .map(([key, value]) => `<input class="qty" name="cart[${key}][qty]" value="${value}">`)
    .join('')}</form>` +
  '<div class="cart_totals"></div></div></body></html>';
const sent = (quantities: Record<string, string>) =>
  new URLSearchParams(Object.entries(quantities).map(([key, value]) => [`cart[${key}][qty]`, value]));
const UPDATED = '<div class="woocommerce-message" role="alert">Coșul a fost actualizat.</div>';

describe('an update the answered page does not show', () => {
  it('a quantity other than sent, and no notice: not applied', () => {
    expect(updateNotApplied(page('', { a1: '1', b2: '2' }), sent({ a1: '4', b2: '2' }))).toBe(true);
  });

  it('the sent quantities shown (WooCommerce printed the page, nothing changed): applied', () => {
    expect(updateNotApplied(page('', { a1: '4' }), sent({ a1: '4' }))).toBe(false);
    expect(updateNotApplied(page('', { a1: '4' }), sent({ a1: '04' }))).toBe(false);
  });

  it('a notice, whatever the quantities (WooCommerce changed or refused them and said why): applied', () => {
    expect(updateNotApplied(page(UPDATED, { a1: '1' }), sent({ a1: '4' }))).toBe(false);
    expect(
      updateNotApplied(
        page('<ul class="woocommerce-error"><li>Stoc insuficient.</li></ul>', { a1: '3' }),
        sent({ a1: '9' }),
      ),
    ).toBe(false);
  });

  it('a line no longer listed (set to 0) and an empty field (WooCommerce skips it) say nothing', () => {
    expect(updateNotApplied(page('', { b2: '2' }), sent({ a1: '0', b2: '2' }))).toBe(false);
    expect(updateNotApplied(page('', { a1: '1' }), sent({ a1: '' }))).toBe(false);
  });

  it('an emptied cart or a page that is no cart is left to the swap', () => {
    expect(
      updateNotApplied('<html><body><p class="cart-empty">Coșul tău este gol.</p></body></html>', sent({ a1: '0' })),
    ).toBe(false);
  });
});

describe('a calculator post the answered page does not show', () => {
  it('the cart page with no notice: not applied', () => {
    expect(calculationNotApplied(page('', { a1: '1' }))).toBe(true);
  });

  it('a notice, success or error: applied', () => {
    expect(
      calculationNotApplied(
        page('<div class="woocommerce-message">Costurile de livrare au fost actualizate.</div>', { a1: '1' }),
      ),
    ).toBe(false);
    expect(
      calculationNotApplied(page('<ul class="woocommerce-error"><li>Alege o țară validă.</li></ul>', { a1: '1' })),
    ).toBe(false);
  });
});
