import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../../../src/runtime/context.ts';
import { createDropdownReveal, forceStickyHeaderVisible } from '../../../../src/widgets/cart/mini-cart/reveal.ts';

// Flatsome's header cart dropdown (flatsome template-parts/header/partials/element-cart.php, as the fixture
// shop prints it: fixtures/server/render/header.ts); the wrapper hidden by hide-on-scroll.
const HEADER = `<header id="header" class="header has-sticky sticky-hide-on-scroll"><div class="header-wrapper sticky-hide-on-scroll--active"><ul class="header-nav">
<li class="cart-item has-icon has-dropdown"><a href="/cos/" class="header-cart-link" aria-expanded="false">Coș</a>
<ul class="nav-dropdown"><li class="html widget_shopping_cart"><a href="/cos/" id="inside">Vezi coșul</a></li></ul></li></ul></div></header>`;

let reveal: ReturnType<typeof createDropdownReveal>;
const item = () => document.querySelector<HTMLElement>('li.cart-item')!;
const open = () => [
  item().classList.contains('current-dropdown'),
  item().querySelector(':scope > a')!.getAttribute('aria-expanded'),
];

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = HEADER;
  reveal = createDropdownReveal(item(), createContext('mini-cart', document.body).listen, 5000);
});
afterEach(() => {
  reveal.dispose();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('§4.1 after an add, the mini-cart dropdown reveals for 5000 ms', () => {
  it('opens at once and closes after 5000 ms', () => {
    reveal.reveal();
    expect(open()).toEqual([true, 'true']);
    vi.advanceTimersByTime(4999);
    expect(open()).toEqual([true, 'true']);
    vi.advanceTimersByTime(1);
    expect(open()).toEqual([false, 'false']);
  });

  it('a second add restarts the 5000 ms', () => {
    reveal.reveal();
    vi.advanceTimersByTime(4000);
    reveal.reveal();
    vi.advanceTimersByTime(4000);
    expect(open()[0]).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(open()[0]).toBe(false);
  });

  it('pointer or focus in the dropdown keeps it open past the time, until it leaves', () => {
    // happy-dom does not track :hover, so the pointer being over the item is what matches() answers.
    let over = true;
    vi.spyOn(item(), 'matches').mockImplementation((selector) => over && selector.includes(':hover'));
    reveal.reveal();
    vi.advanceTimersByTime(5000);
    expect(open()[0]).toBe(true);
    over = false;
    item().dispatchEvent(new MouseEvent('mouseleave'));
    expect(open()).toEqual([false, 'false']);
  });

  it('leaving while the time runs does not close it early', () => {
    reveal.reveal();
    item().dispatchEvent(new MouseEvent('mouseleave'));
    expect(open()[0]).toBe(true);
  });

  it("the default time is the spec's 5000 ms", () => {
    reveal.dispose();
    reveal = createDropdownReveal(item(), createContext('mini-cart', document.body).listen);
    reveal.reveal();
    vi.advanceTimersByTime(4999);
    expect(open()[0]).toBe(true);
    vi.advanceTimersByTime(1);
    expect(open()[0]).toBe(false);
  });
});

describe('§4.1 a sticky header that hides on scroll is forced visible', () => {
  it('removes the hidden-on-scroll mark', () => {
    forceStickyHeaderVisible();
    expect(document.querySelector('.sticky-hide-on-scroll--active')).toBeNull();
    expect(document.querySelector('header')!.classList.contains('sticky-hide-on-scroll')).toBe(true);
  });
});

describe('WCAG 1.4.13: Escape dismisses the reveal after an add', () => {
  it('Escape anywhere on the page closes it before its time', () => {
    reveal.reveal();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(open()).toEqual([false, 'false']);
  });

  it('Escape also closes it once pointer or focus kept it past its time', () => {
    vi.spyOn(item(), 'matches').mockImplementation((selector) => selector.includes(':hover'));
    reveal.reveal();
    vi.advanceTimersByTime(5000);
    expect(open()[0]).toBe(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(open()[0]).toBe(false);
  });

  it('other keys, and Escape with no reveal shown, change nothing', () => {
    reveal.reveal();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(open()[0]).toBe(true);
    vi.advanceTimersByTime(5000);
    item().classList.add('current-dropdown'); // opened by the header's hover, not by the reveal
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(open()[0]).toBe(true);
  });
});
