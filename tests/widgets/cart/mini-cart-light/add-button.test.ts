import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lightAddButton } from '../../../../src/widgets/cart/mini-cart-light/add-button.ts';
import type { Listen } from '../../../../src/runtime/types.ts';

describe('mini-cart-light: the add button busy before the add-to-cart chunk', () => {
  let controller: AbortController;
  const listen = ((
    target: EventTarget,
    type: string,
    handler: (event: Event) => unknown,
    options?: AddEventListenerOptions,
  ) => target.addEventListener(type, handler as EventListener, { ...options, signal: controller.signal })) as Listen;
  const button = () => document.querySelector<HTMLElement>('a.add_to_cart_button')!;
  const busy = () => button().classList.contains('loading') && button().getAttribute('aria-busy') === 'true';
  const key = (name: string) =>
    button().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

  beforeEach(() => {
    controller = new AbortController();
    document.body.innerHTML = `<a href="?add-to-cart=7" data-product_id="7" class="button add_to_cart_button ajax_add_to_cart added" data-vitrina-state="pending"><span>Adaugă</span></a>`;
    lightAddButton(button(), listen);
  });
  afterEach(() => controller.abort());

  it('a click (a tap and Enter on a link are clicks) marks the pending button loading and drops `added`, as WooCommerce does; the key leaves the event alone', () => {
    button().querySelector('span')!.click();
    expect(busy()).toBe(true);
    expect(button().classList.contains('added')).toBe(false);
  });

  it('Space presses the link (the widget makes it a button); Enter alone does not (its click does); the key is not prevented here', () => {
    key('Enter');
    expect(busy()).toBe(false);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    button().dispatchEvent(space);
    expect(busy()).toBe(true);
    expect(space.defaultPrevented).toBe(false);
  });

  it('stands down once the widget is mounted, and leaves the buttons it does not answer alone', () => {
    button().setAttribute('data-vitrina-state', 'mounted');
    button().click();
    expect(busy()).toBe(false);
    button().setAttribute('data-vitrina-state', 'pending');
    button().classList.add('wc-interactive');
    button().click();
    expect(busy()).toBe(false);
  });

  it('back from the page the link led to (the chunk never came), the button is not busy any more', () => {
    button().click();
    window.dispatchEvent(new Event('pageshow'));
    expect(busy()).toBe(false);
  });
});
