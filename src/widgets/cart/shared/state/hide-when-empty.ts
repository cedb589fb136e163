import { effect } from '@preact/signals-core';
import { cartActivity, cartCount } from './signals.ts';
import { cookieSaysCartHasItems } from './cookies.ts';

/**
 * `.hide_cart_widget_if_empty` (spec §2.6): the widget is hidden while the cart is empty — read
 * from the `woocommerce_items_in_cart` cookie at start, then from the cart count — and shown as
 * soon as an add begins, before its answer.
 */
export function hideWhenEmpty(widget: HTMLElement): () => void {
  const show = (visible: boolean) => {
    widget.style.display = visible ? '' : 'none';
  };
  show(cookieSaysCartHasItems());
  const offAdding = effect(() => {
    if (cartActivity.value?.kind === 'adding') show(true);
  });
  const offCount = effect(() => {
    if (cartCount.value === 0) show(false);
    else if (cartCount.value !== null && cartCount.value > 0) show(true);
  });
  return () => {
    offAdding();
    offCount();
    show(true);
  };
}
