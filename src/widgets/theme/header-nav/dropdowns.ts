import { effect, signal } from '@preact/signals-core';
import type { WidgetContext } from '../../../runtime/types.ts';
import { CART_ITEM_SELECTOR, cartLinkKey, prepareCartOpener } from './cart-dropdown.ts';
import { createDropdownToggle } from './dropdown-toggle.ts';
import { nextMenuIndex } from './model.ts';
import { submenuToggleLabel } from './texts.ts';

/** Flatsome shows a header dropdown while its item carries this class. */
const OPEN_CLASS = 'current-dropdown';
const ITEM_SELECTOR = 'li.menu-item-has-children';
const MENU_SELECTOR = ':scope > ul.sub-menu, :scope > ul.nav-dropdown';

interface DropdownItem {
  readonly li: HTMLElement;
  readonly menu: HTMLElement;
  /** What opens it from the keyboard and gets focus back on Escape: the menu's button, the cart's link. */
  readonly opener: HTMLElement;
  readonly isCart: boolean;
}

let menuCount = 0;

/**
 * The header's dropdown menus as APG disclosure navigation: a button after each parent link
 * toggles its sub-menu (aria-expanded), the pointer opens it on hover, Escape closes it and
 * returns focus to its button, arrows move between top-level entries and inside a sub-menu, and
 * focus or a click leaving the item closes it. One sub-menu is open at a time.
 */
export function enhanceDropdowns(header: HTMLElement, context: WidgetContext): () => void {
  const openItem = signal<HTMLElement | null>(null);
  let openedByHover = false;
  const items: DropdownItem[] = [];
  const unmounts: (() => void)[] = [];
  const restore: (() => void)[] = [];

  const open = (li: HTMLElement | null, byHover = false) => {
    openedByHover = byHover;
    openItem.value = li;
  };
  // A click on the button of a sub-menu the pointer has just opened keeps it open (the pointer
  // reaches the button through the item, so hovering always comes first).
  const toggle = (li: HTMLElement) => {
    if (openItem.value === li && openedByHover) openedByHover = false;
    else open(openItem.value === li ? null : li);
  };

  for (const li of header.querySelectorAll<HTMLElement>(`.header-nav ${ITEM_SELECTOR}`)) {
    const link = li.querySelector<HTMLAnchorElement>(':scope > a');
    const menu = li.querySelector<HTMLElement>(MENU_SELECTOR);
    if (!link || !menu) continue;
    menu.id ||= `vitrina-submenu-${++menuCount}`;
    const slot = document.createElement('span');
    slot.className = 'nav-dropdown-toggle-slot';
    // Out of the flow, in the gap after the link: adding the button moves no menu item (CLS 0).
    if (getComputedStyle(li).position === 'static') {
      li.style.position = 'relative';
      restore.push(() => li.style.removeProperty('position'));
    }
    slot.style.cssText = 'position:absolute;left:100%;top:50%;transform:translateY(-50%);z-index:2;line-height:1';
    link.after(slot);
    // The button carries the state now; a link claiming a popup menu would promise the menu pattern.
    const saved = { expanded: link.getAttribute('aria-expanded'), popup: link.getAttribute('aria-haspopup') };
    link.removeAttribute('aria-expanded');
    link.removeAttribute('aria-haspopup');
    restore.push(() => {
      if (saved.expanded !== null) link.setAttribute('aria-expanded', saved.expanded);
      if (saved.popup !== null) link.setAttribute('aria-haspopup', saved.popup);
    });
    const label = submenuToggleLabel(link.textContent?.trim() ?? '');
    unmounts.push(createDropdownToggle(slot, { item: li, menuId: menu.id, label, openItem, onToggle: toggle, listen: context.listen }));
    const button = slot.querySelector<HTMLElement>('button');
    if (button) items.push({ li, menu, opener: button, isCart: false });
  }

  // Focus returning to the cart link on Escape must not open the dropdown it just closed.
  let focusingOpener = false;
  const cartItem = header.querySelector<HTMLElement>(`.header-nav ${CART_ITEM_SELECTOR}`);
  const cart = cartItem ? prepareCartOpener(cartItem, openItem) : null;
  if (cart) {
    restore.push(cart.undo);
    items.push({ li: cart.li, menu: cart.menu, opener: cart.link, isCart: true });
    context.listen(cart.link, 'focus', () => {
      if (!focusingOpener && openItem.value !== cart.li) open(cart.li);
    });
  }
  const focusOpener = (item: DropdownItem) => {
    focusingOpener = true;
    item.opener.focus();
    focusingOpener = false;
  };

  // The mini-cart's light half opens the cart before this mounts (the pointer or focus is on it):
  // taken over open, so mounting closes nothing under the shopper's pointer or focus.
  const openAlready = items.find((item) => item.li.classList.contains(OPEN_CLASS) && item.li.matches(':hover, :focus-within'));
  if (openAlready) open(openAlready.li, !openAlready.li.contains(document.activeElement));

  const stopClasses = effect(() => {
    const current = openItem.value;
    for (const item of items) item.li.classList.toggle(OPEN_CLASS, item.li === current);
  });

  const itemOf = (target: EventTarget | null) => items.find((item) => target instanceof Node && item.li.contains(target));

  for (const item of items) {
    context.listen(item.li, 'pointerenter', (event) => {
      if (event.pointerType === 'mouse') open(item.li, true);
    });
    context.listen(item.li, 'pointerleave', (event) => {
      if (event.pointerType === 'mouse' && openedByHover && openItem.value === item.li) open(null);
    });
    context.listen(item.li, 'focusout', (event) => {
      if (openItem.value === item.li && !(event.relatedTarget instanceof Node && item.li.contains(event.relatedTarget))) open(null);
    });
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target) return;
    const item = itemOf(target);
    if (event.key === 'Escape' && item && openItem.value === item.li) {
      event.preventDefault();
      open(null);
      focusOpener(item);
      return;
    }
    if (item?.isCart && target === item.opener) {
      const action = cartLinkKey(event.key);
      if (action === null) return;
      event.preventDefault(); // Space would scroll the page
      open(item.li);
      if (action === 'enter') item.menu.querySelector<HTMLElement>('a[href], button')?.focus();
      return;
    }
    const row = target.closest<HTMLElement>('.header-nav');
    if (!row) return;
    if (item && item.menu.contains(target)) {
      const links = [...item.menu.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => element.getClientRects().length > 0);
      const next = nextMenuIndex(links.indexOf(target), event.key, links.length, 'column');
      if (next === null) return;
      event.preventDefault();
      links[next]?.focus();
      return;
    }
    if (item && target === item.opener && event.key === 'ArrowDown') {
      event.preventDefault();
      open(item.li);
      item.menu.querySelector<HTMLElement>('a[href]')?.focus();
      return;
    }
    const entries = topLevelEntries(row);
    const index = entries.indexOf(target);
    if (index < 0) return;
    const next = nextMenuIndex(index, event.key, entries.length, 'row');
    if (next === null) return;
    event.preventDefault();
    entries[next]?.focus();
  };
  context.listen(header, 'keydown', onKeyDown);
  // What the pointer opened is dismissed by Escape wherever focus is, without moving the pointer (WCAG 1.4.13).
  context.listen(document, 'keydown', (event) => {
    const current = openItem.value;
    if (event.key !== 'Escape' || !openedByHover || !current) return;
    if (event.target instanceof Node && current.contains(event.target)) return;
    open(null);
  });

  const onPointerDown = (event: PointerEvent) => {
    const current = openItem.value;
    if (current && !(event.target instanceof Node && current.contains(event.target))) open(null);
  };
  context.listen(document, 'pointerdown', onPointerDown);

  return () => {
    stopClasses();
    items.forEach((item) => item.li.classList.remove(OPEN_CLASS));
    unmounts.forEach((unmount) => unmount());
    restore.forEach((undo) => undo());
  };
}

/** The links and disclosure buttons of one top-level menu row, in order (search fields excluded). */
function topLevelEntries(row: HTMLElement): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(':scope > li > a[href], :scope > li > .nav-dropdown-toggle-slot > button')].filter(
    (element) => element.getClientRects().length > 0,
  );
}
