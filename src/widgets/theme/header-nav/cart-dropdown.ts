import { effect, type Signal } from '@preact/signals-core';

/** Flatsome's header cart with its mini-cart dropdown (the off-canvas variant has no dropdown). */
export const CART_ITEM_SELECTOR = 'li.cart-item.has-dropdown';

export interface CartOpener {
  readonly li: HTMLElement;
  readonly link: HTMLAnchorElement;
  readonly menu: HTMLElement;
  readonly undo: () => void;
}

/**
 * The header cart link as the opener of its dropdown. Unlike the menus it gets no button of its
 * own: the link is the only control the theme prints there, and focus on it already opens the
 * mini-cart (as hovering does), so the link keeps its single meaning. Enter still follows it to
 * the cart page, as in Flatsome: a link that stopped navigating would surprise everyone who
 * pressed it to reach /cos/, and the dropdown is already open by the time Enter can be pressed.
 * Space and ArrowDown (re)open it, the latter moving into it; aria-expanded on the link
 * (allowed on the link role) says whether it is open.
 */
export function prepareCartOpener(li: HTMLElement, openItem: Signal<HTMLElement | null>): CartOpener | null {
  const link = li.querySelector<HTMLAnchorElement>(':scope > a[href]');
  const menu = li.querySelector<HTMLElement>(':scope > ul.nav-dropdown');
  if (!link || !menu) return null;
  const createdId = menu.id === '';
  if (createdId) menu.id = 'vitrina-cart-dropdown';
  const saved = { expanded: link.getAttribute('aria-expanded'), controls: link.getAttribute('aria-controls') };
  link.setAttribute('aria-controls', menu.id);
  // The mini-cart's reveal after an add also writes aria-expanded (when present) as it shows it.
  const stop = effect(() => link.setAttribute('aria-expanded', String(openItem.value === li)));
  return {
    li,
    link,
    menu,
    undo: () => {
      stop();
      if (createdId) menu.removeAttribute('id');
      for (const [name, value] of [
        ['aria-expanded', saved.expanded],
        ['aria-controls', saved.controls],
      ] as const) {
        if (value === null) link.removeAttribute(name);
        else link.setAttribute(name, value);
      }
    },
  };
}

/** What a key on the cart link does: open it, open it and go in, or nothing (Enter navigates). */
export function cartLinkKey(key: string): 'open' | 'enter' | null {
  if (key === ' ') return 'open';
  if (key === 'ArrowDown') return 'enter';
  return null;
}
