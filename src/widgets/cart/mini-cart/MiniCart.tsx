import { useEffect, useState } from 'react';
import type { Listen, Run } from '../../../runtime/types.ts';
import { readMiniCartReveal } from './config/cart-theme.ts';
import { cartActivity } from '../shared/state/signals.ts';
import { hideWhenEmpty } from '../shared/state/hide-when-empty.ts';
import { OFF_CANVAS_TOGGLE, OffCanvasCart } from './OffCanvasCart.tsx';
import { useRemoveLinks } from './use-remove-links.ts';
import { createDropdownReveal, forceStickyHeaderVisible, isShown } from './reveal.ts';

interface Props {
  readonly box: HTMLElement;
  readonly dropdownItem: HTMLElement | null;
  readonly panel: HTMLElement | null;
  /** Mounted because an item was just added: that add reveals the cart as a later one would. */
  readonly revealNow?: boolean;
  /** The widget context's guarded listen. */
  readonly listen: Listen;
  /** The widget context's guarded run (the remove requests). */
  readonly run: Run;
}

/**
 * One mini-cart. Its list is the server's fragment (swapped whole by the cart actions), so React
 * owns what the mini-cart adds around it: removing without a reload, the reveal after an add
 * (header dropdown for 5 s, or the off-canvas panel), and hiding while the cart is empty.
 */
export function MiniCart({ box, dropdownItem, panel, revealNow = false, listen, run }: Props) {
  const [dropdown] = useState(() => (dropdownItem ? createDropdownReveal(dropdownItem, listen) : null));
  const [openRequest, setOpenRequest] = useState(0);
  useRemoveLinks(box, panel, listen, run);

  useEffect(() => () => dropdown?.dispose(), [dropdown]);
  useEffect(() => (box.querySelector('.hide_cart_widget_if_empty') ? hideWhenEmpty(box) : undefined), [box]);

  // Adds made from now on reveal the cart (an add before this mini-cart existed does not).
  useEffect(() => {
    const before = revealNow ? null : cartActivity.peek();
    return cartActivity.subscribe((activity) => {
      if (activity === before || activity?.kind !== 'added' || !readMiniCartReveal()) return;
      forceStickyHeaderVisible();
      if (dropdown && dropdownItem && isShown(dropdownItem)) dropdown.reveal();
      else if (panel && !visibleDropdownCart() && [...document.querySelectorAll(OFF_CANVAS_TOGGLE)].some(isShown))
        setOpenRequest(activity.serial);
    });
  }, [dropdown, dropdownItem, panel, revealNow]);

  return panel ? <OffCanvasCart panel={panel} openRequest={openRequest} listen={listen} /> : null;
}

function visibleDropdownCart(): boolean {
  return [...document.querySelectorAll('li.cart-item.has-dropdown')].some(isShown);
}
