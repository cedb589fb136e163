import { beforeEach, describe, expect, it } from 'vitest';
import { replaceFragments } from '../../../src/state/cart/fragments-dom.ts';
import { countFromFragments } from '../../../src/widgets/cart/shared/state/count.ts';

beforeEach(() => {
  document.body.innerHTML = `
    <header><a class="header-cart-link"><span class="cart-icon"><strong>0</strong></span></a></header>
    <div class="widget_shopping_cart"><div class="widget_shopping_cart_content"><p>gol</p></div></div>
    <aside><div class="widget_shopping_cart_content"><p>gol</p></div></aside>`;
});

describe('fragments replacement', () => {
  it('replaces every element each selector matches with its HTML', () => {
    const count = replaceFragments({
      'div.widget_shopping_cart_content':
        '<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">A</li></ul></div>',
      '.header-cart-link .cart-icon strong': '<strong>1</strong>',
    });
    expect(count).toBe(3);
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(2);
    expect(document.querySelector('.cart-icon')!.innerHTML).toBe('<strong>1</strong>');
  });

  it('skips a selector that is not valid CSS instead of throwing, and still applies the others', () => {
    expect(replaceFragments({ 'div[': '<b>x</b>', '.cart-icon strong': '<strong>2</strong>' })).toBe(1);
    expect(document.querySelector('.cart-icon strong')!.textContent).toBe('2');
  });

  it('leaves the page alone for a selector that matches nothing', () => {
    const before = document.body.innerHTML;
    expect(replaceFragments({ '.nowhere': '<p>x</p>' })).toBe(0);
    expect(document.body.innerHTML).toBe(before);
  });

  it('does not run scripts inside a fragment', () => {
    const flag = window as unknown as { fragmentRan?: boolean };
    replaceFragments({ '.cart-icon strong': '<strong>3</strong><script>window.fragmentRan = true</script>' });
    expect(flag.fragmentRan).toBeUndefined();
  });

  it('marks new HTML that lands inside a React root so the runtime still scans it', () => {
    document.body.innerHTML = '<div data-vitrina-root="x"><span class="slot"></span></div>';
    replaceFragments({ '.slot': '<div class="widget_shopping_cart_content"></div>' });
    expect(document.querySelector('.widget_shopping_cart_content')!.hasAttribute('data-vitrina-html')).toBe(true);
  });
});

describe('cart count from the mini-cart fragment', () => {
  it.each([
    ['an empty cart', '<div class="widget_shopping_cart_content"><p>gol</p></div>', 0],
    [
      'quantities are summed',
      '<div><li class="woocommerce-mini-cart-item"><span class="quantity">2 × 10 lei</span></li><li class="woocommerce-mini-cart-item"><span class="quantity">3 × 5 lei</span></li></div>',
      5,
    ],
    ['a row without a quantity counts once', '<div><li class="mini_cart_item">A</li></div>', 1],
  ])('%s', (_name, html, expected) => {
    expect(countFromFragments({ 'div.widget_shopping_cart_content': html })).toBe(expected);
  });

  it('is unknown without the main fragment', () => {
    expect(countFromFragments({ '.cart-icon strong': '<strong>4</strong>' })).toBeNull();
  });
});
