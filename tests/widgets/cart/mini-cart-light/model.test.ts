import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lightDropdown } from '../../../../src/widgets/cart/mini-cart-light/dropdown.ts';
import { dropdownKey, isPending } from '../../../../src/widgets/cart/mini-cart-light/model.ts';
import { opensWithPrimaryClick } from '../../../../src/widgets/cart/mini-cart-light/off-canvas.ts';
import type { Listen } from '../../../../src/runtime/types.ts';

describe('mini-cart-light: when it answers', () => {
  it('answers only for a host whose chunk is still on its way', () => {
    const host = document.createElement('div');
    expect(isPending(host)).toBe(false);
    host.setAttribute('data-vitrina-state', 'pending');
    expect(isPending(host)).toBe(true);
    host.setAttribute('data-vitrina-state', 'mounted');
    expect(isPending(host)).toBe(false);
    expect(isPending(null)).toBe(false);
  });

  it('opens on a plain primary click, not on one that opens a tab', () => {
    expect(opensWithPrimaryClick(new MouseEvent('click', { button: 0 }))).toBe(true);
    expect(opensWithPrimaryClick(new MouseEvent('click', { button: 0, ctrlKey: true }))).toBe(false);
    expect(opensWithPrimaryClick(new MouseEvent('click', { button: 1 }))).toBe(false);
  });

  it('keys on the cart link as the header script has them: Space opens, ArrowDown goes in, Escape closes what is open, Enter follows the link', () => {
    expect(dropdownKey(' ', true, false)).toBe('open');
    expect(dropdownKey('ArrowDown', true, false)).toBe('enter');
    expect(dropdownKey('Enter', true, false)).toBeNull();
    expect(dropdownKey('Escape', false, true)).toBe('close');
    expect(dropdownKey('Escape', true, false)).toBeNull();
    expect(dropdownKey('ArrowDown', false, true)).toBeNull();
  });
});

describe('mini-cart-light: the header dropdown before the header script', () => {
  let controller: AbortController;
  const listen = ((target: EventTarget, type: string, handler: (event: Event) => unknown) =>
    target.addEventListener(type, handler as EventListener, { signal: controller.signal })) as Listen;

  beforeEach(() => {
    controller = new AbortController();
    document.body.innerHTML = `<header id="header" data-vitrina-state="pending"><ul><li class="cart-item has-dropdown"><a href="/cos/">Coș</a>
      <ul class="nav-dropdown"><li><a href="/produs/a/">A</a></li><li><a href="/cos/">Vezi coșul</a></li></ul></li></ul></header>`;
  });
  afterEach(() => controller.abort());

  it('focus on the link opens it, ArrowDown moves in, Escape closes it back to the link; once the header script is mounted it stands down', () => {
    const item = document.querySelector<HTMLElement>('li.cart-item')!;
    const link = item.querySelector<HTMLAnchorElement>(':scope > a')!;
    lightDropdown(item, listen);
    expect(link.getAttribute('aria-expanded')).toBe('false');
    link.focus();
    expect(item.classList.contains('current-dropdown')).toBe(true);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    expect(document.activeElement?.textContent).toBe('A');
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(item.classList.contains('current-dropdown')).toBe(false);
    expect(document.activeElement).toBe(link);
    document.querySelector('#header')!.setAttribute('data-vitrina-state', 'mounted');
    link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(item.classList.contains('current-dropdown')).toBe(false);
  });
});
