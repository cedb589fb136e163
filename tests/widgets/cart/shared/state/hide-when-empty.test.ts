import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartActivity, cartCount, noteCartActivity } from '../../../../../src/widgets/cart/shared/state/signals.ts';
import { hideWhenEmpty } from '../../../../../src/widgets/cart/shared/state/hide-when-empty.ts';

// Flatsome's header dropdown with "hide when empty" on (flatsome template-parts/header/partials/element-cart.php,
// as the fixture shop prints it: fixtures/server/render/header.ts dropdownContent).
const BOX =
  '<div class="widget_shopping_cart"><div class="widget_shopping_cart_content"><div class="hide_cart_widget_if_empty"></div></div></div>';
let stop: (() => void) | undefined;

function start(itemsCookie: string | null): HTMLElement {
  if (itemsCookie !== null) Cookies.set('woocommerce_items_in_cart', itemsCookie);
  document.body.innerHTML = BOX;
  const box = document.querySelector<HTMLElement>('.widget_shopping_cart')!;
  stop = hideWhenEmpty(box);
  return box;
}
const shown = (box: HTMLElement) => box.style.display !== 'none';

beforeEach(() => {
  cartCount.value = null;
  cartActivity.value = null;
});
afterEach(() => {
  stop?.();
  Cookies.remove('woocommerce_items_in_cart');
  document.body.replaceChildren();
});

describe('§2.6 hidden while the cart is empty, shown as soon as an add begins', () => {
  it.each([
    ['no items cookie: hidden', null, false],
    ['woocommerce_items_in_cart 0: hidden', '0', false],
    ['woocommerce_items_in_cart 2: shown', '2', true],
  ])('at start, %s', (_rule, cookie, expected) => {
    expect(shown(start(cookie))).toBe(expected);
  });

  it('shown when an add begins, before its answer', () => {
    const box = start(null);
    noteCartActivity('adding');
    expect(shown(box)).toBe(true);
  });

  it.each([
    ['the count falls to 0: hidden', '2', 0, false],
    ['the count rises above 0: shown', '0', 1, true],
  ])('then follows the cart count: %s', (_rule, cookie, count, expected) => {
    const box = start(cookie);
    cartCount.value = count;
    expect(shown(box)).toBe(expected);
  });

  it('a count not known yet (null) leaves it as it is', () => {
    const box = start('2');
    cartCount.value = null;
    expect(shown(box)).toBe(true);
  });

  it('stopping shows the widget again and stops following the cart', () => {
    const box = start(null);
    stop!();
    stop = undefined;
    expect(shown(box)).toBe(true);
    cartCount.value = 0;
    expect(shown(box)).toBe(true);
  });
});
