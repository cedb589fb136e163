import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardPlaceOrderPress, PRESS_LIMIT_MS } from '../../../../src/widgets/checkout/order-review/press-guard.ts';

const controller = new AbortController();
const listen = (target: EventTarget, type: string, handler: (event: Event) => unknown) =>
  target.addEventListener(type, handler, { signal: controller.signal });

function checkout() {
  document.body.innerHTML =
    '<form class="checkout"><input id="billing_city"><button type="submit" id="place_order"><span>Plasează comanda</span></button></form>';
  const form = document.querySelector('form')!;
  return {
    form,
    guard: guardPlaceOrderPress(form, listen),
    label: form.querySelector('#place_order span')!,
    city: form.querySelector('#billing_city')!,
  };
}
const press = (target: Element, type: 'pointerdown' | 'pointerup') =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true }));

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('a redraw waits for a press on the place-order button to end', () => {
  it('redraws at once when nothing is pressed, or when the press is elsewhere', () => {
    const { guard, city } = checkout();
    const redraw = vi.fn();
    guard.afterPress(redraw);
    press(city, 'pointerdown');
    guard.afterPress(redraw);
    expect(redraw).toHaveBeenCalledTimes(2);
  });

  it('holds the redraw from pointer down on the button until a task after pointer up (the click comes first)', () => {
    vi.useFakeTimers();
    const { guard, label } = checkout();
    const redraw = vi.fn();
    press(label, 'pointerdown');
    guard.afterPress(redraw);
    expect(redraw).not.toHaveBeenCalled();
    press(label, 'pointerup');
    expect(redraw).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(redraw).toHaveBeenCalledTimes(1);
  });

  it('lets the redraw go after a while when the press never ends', () => {
    vi.useFakeTimers();
    const { guard, label } = checkout();
    const redraw = vi.fn();
    press(label, 'pointerdown');
    guard.afterPress(redraw);
    vi.advanceTimersByTime(PRESS_LIMIT_MS - 1);
    expect(redraw).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redraw).toHaveBeenCalledTimes(1);
  });
});
