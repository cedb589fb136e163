import { describe, expect, it } from 'vitest';
import {
  outerWooCommerce,
  pickCartTotals,
  planCartPageSwap,
} from '../../../../src/widgets/cart/cart-page/cart-page-swap.ts';

const parse = (body: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><body>${body}</body></html>`, 'text/html');
const FORM =
  '<form class="woocommerce-cart-form" action="/cos/" method="post"><input class="qty" name="cart[a][qty]" value="2"></form>';
const TOTALS = '<div class="cart-collaterals"><div class="cart_totals"><h2>Total coș</h2></div></div>';
const NOTICES = '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message">Coș actualizat.</div></div>';

describe('what an answered cart page puts in place of the page’s own regions', () => {
  it('a cart: its form, totals and notices', () => {
    const plan = planCartPageSwap(parse(`<div class="woocommerce">${NOTICES}${FORM}${TOTALS}</div>`));
    expect(plan?.kind).toBe('cart');
    if (plan?.kind !== 'cart') return;
    expect(plan.form).toContain('cart[a][qty]');
    expect(plan.totals).toBe('<div class="cart_totals"><h2>Total coș</h2></div>');
    expect(plan.notices).toContain('Coș actualizat.');
  });

  it('an emptied cart: the whole outer .woocommerce block (Flatsome nests a second one)', () => {
    const plan = planCartPageSwap(
      parse(
        '<div class="woocommerce"><div class="woocommerce"><p class="cart-empty">Coșul tău este gol.</p></div></div>',
      ),
    );
    expect(plan?.kind).toBe('emptied');
    if (plan?.kind !== 'emptied') return;
    expect(plan.block.startsWith('<div class="woocommerce"><div class="woocommerce">')).toBe(true);
    expect(plan.notices).toBeNull();
  });

  it.each([
    ['a login wall', '<div class="woocommerce"><form class="login"></form></div>'],
    ['a form without totals', `<div class="woocommerce">${FORM}</div>`],
    ['JSON read as HTML', '{"success":false}'],
  ])('%s is not a cart page: nothing is swapped', (_case, body) => {
    expect(planCartPageSwap(parse(body))).toBeNull();
  });

  it('the shipping-method answer gives its totals, or null', () => {
    expect(pickCartTotals(parse(TOTALS))).toBe('<div class="cart_totals"><h2>Total coș</h2></div>');
    expect(pickCartTotals(parse('<p>-1</p>'))).toBeNull();
    expect(outerWooCommerce(parse('<main></main>').body)).toBeNull();
  });
});
