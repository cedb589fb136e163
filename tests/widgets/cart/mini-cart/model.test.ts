import { afterEach, describe, expect, it } from 'vitest';
import { isNestedBox } from '../../../../src/widgets/cart/mini-cart/model.ts';

afterEach(() => document.body.replaceChildren());

// Flatsome's header dropdown and off-canvas panel (flatsome template-parts/header/partials/element-cart.php,
// as the fixture shop prints them: fixtures/server/render/header.ts), and WooCommerce's sidebar widget
// (woocommerce includes/widgets/class-wc-widget-cart.php).
const CONTENT = '<div class="widget_shopping_cart_content"></div>';
describe('§2.6 one mini-cart per box: the outermost .widget_shopping_cart hosts it', () => {
  it.each([
    [
      'Flatsome header dropdown: the li is the box',
      `<li class="cart-item has-dropdown"><ul class="nav-dropdown"><li class="html widget_shopping_cart" id="outer"><div class="widget_shopping_cart" id="inner">${CONTENT}</div></li></ul></li>`,
      [
        ['outer', false],
        ['inner', true],
      ],
    ],
    [
      'Flatsome off-canvas panel',
      `<div id="cart-popup" class="mfp-hide"><div class="widget_shopping_cart" id="panel">${CONTENT}</div></div>`,
      [['panel', false]],
    ],
    [
      'WooCommerce sidebar widget',
      `<section class="widget woocommerce widget_shopping_cart" id="sidebar"><h2>Coș</h2><div class="widget_shopping_cart_content"></div></section>`,
      [['sidebar', false]],
    ],
  ])('%s', (_rule, markup, expected) => {
    document.body.innerHTML = markup;
    expect([...document.querySelectorAll('.widget_shopping_cart')].map((box) => [box.id, isNestedBox(box)])).toEqual(
      expected,
    );
  });
});
