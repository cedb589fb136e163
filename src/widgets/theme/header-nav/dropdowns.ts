import { effect } from '@preact/signals-core';
import type { WidgetContext } from '../../../runtime/types.ts';
import { CART_ITEM_SELECTOR, prepareCartOpener } from './cart-dropdown.ts';
import { onHeaderKeyDown } from './dropdown-keys.ts';
import { createDropdownState, OPEN_CLASS, openDropdown, toggleDropdown, type DropdownState } from './dropdown-state.ts';
import { createDropdownToggle } from './dropdown-toggle.ts';
import { submenuToggleLabel } from './texts.ts';

const ITEM_SELECTOR = 'li.menu-item-has-children';
const MENU_SELECTOR = ':scope > ul.sub-menu, :scope > ul.nav-dropdown';

let menuCount = 0;

/** Undo steps, run at unmount. */
type Restore = (() => void)[];

/** The slot for the button: out of the flow, in the gap after the link, so adding it moves no menu item (CLS 0). */
function toggleSlot(li: HTMLElement, link: HTMLAnchorElement, restore: Restore): HTMLElement {
  const slot = document.createElement('span');
  slot.className = 'nav-dropdown-toggle-slot';
  if (getComputedStyle(li).position === 'static') {
    li.style.position = 'relative';
    restore.push(() => li.style.removeProperty('position'));
  }
  slot.style.cssText = 'position:absolute;left:100%;top:50%;transform:translateY(-50%);z-index:2;line-height:1';
  link.after(slot);
  return slot;
}

/** The button carries the state now; a link claiming a popup menu would promise the menu pattern. */
function quietLink(link: HTMLAnchorElement, restore: Restore): void {
  const saved = { expanded: link.getAttribute('aria-expanded'), popup: link.getAttribute('aria-haspopup') };
  link.removeAttribute('aria-expanded');
  link.removeAttribute('aria-haspopup');
  restore.push(() => {
    if (saved.expanded !== null) link.setAttribute('aria-expanded', saved.expanded);
    if (saved.popup !== null) link.setAttribute('aria-haspopup', saved.popup);
  });
}

/** A disclosure button after each parent link of the header's menus. */
function addMenuToggles(
  state: DropdownState,
  header: HTMLElement,
  { unmounts, restore }: { unmounts: Restore; restore: Restore },
  context: WidgetContext,
): void {
  for (const li of header.querySelectorAll<HTMLElement>(`.header-nav ${ITEM_SELECTOR}`)) {
    const link = li.querySelector<HTMLAnchorElement>(':scope > a');
    const menu = li.querySelector<HTMLElement>(MENU_SELECTOR);
    if (!link || !menu) continue;
    menu.id ||= `vitrina-submenu-${++menuCount}`;
    const slot = toggleSlot(li, link, restore);
    quietLink(link, restore);
    const label = submenuToggleLabel(link.textContent?.trim() ?? '');
    const onToggle = (item: HTMLElement) => toggleDropdown(state, item);
    unmounts.push(
      createDropdownToggle(slot, {
        item: li,
        menuId: menu.id,
        label,
        openItem: state.openItem,
        onToggle,
        listen: context.listen,
      }),
    );
    const button = slot.querySelector<HTMLElement>('button');
    if (button) state.items.push({ li, menu, opener: button, isCart: false });
  }
}

/** The cart's dropdown opens on its link's focus (and hover, as every item). */
function addCart(state: DropdownState, header: HTMLElement, restore: Restore, context: WidgetContext): void {
  const cartItem = header.querySelector<HTMLElement>(`.header-nav ${CART_ITEM_SELECTOR}`);
  const cart = cartItem ? prepareCartOpener(cartItem, state.openItem) : null;
  if (!cart) return;
  restore.push(cart.undo);
  state.items.push({ li: cart.li, menu: cart.menu, opener: cart.link, isCart: true });
  context.listen(cart.link, 'focus', () => {
    if (!state.focusingOpener && state.openItem.value !== cart.li) openDropdown(state, cart.li);
  });
}

/** The mouse opens an item on entering it; leaving closes what it opened; focus leaving an item closes it. */
function listenItems(state: DropdownState, context: WidgetContext): void {
  for (const item of state.items) {
    context.listen(item.li, 'pointerenter', (event) => {
      if (event.pointerType === 'mouse') openDropdown(state, item.li, true);
    });
    context.listen(item.li, 'pointerleave', (event) => {
      if (event.pointerType === 'mouse' && state.openedByHover && state.openItem.value === item.li)
        openDropdown(state, null);
    });
    context.listen(item.li, 'focusout', (event) => {
      if (
        state.openItem.value === item.li &&
        !(event.relatedTarget instanceof Node && item.li.contains(event.relatedTarget))
      )
        openDropdown(state, null);
    });
  }
}

/** Escape anywhere closes what the pointer opened; a press outside the open item closes it. */
function listenDocument(state: DropdownState, context: WidgetContext): void {
  // What the pointer opened is dismissed by Escape wherever focus is, without moving the pointer (WCAG 1.4.13).
  context.listen(document, 'keydown', (event) => {
    const current = state.openItem.value;
    if (event.key !== 'Escape' || !state.openedByHover || !current) return;
    if (event.target instanceof Node && current.contains(event.target)) return;
    openDropdown(state, null);
  });
  context.listen(document, 'pointerdown', (event) => {
    const current = state.openItem.value;
    if (current && !(event.target instanceof Node && current.contains(event.target))) openDropdown(state, null);
  });
}

/**
 * The header's dropdown menus as APG disclosure navigation: a button after each parent link
 * toggles its sub-menu (aria-expanded), the pointer opens it on hover, Escape closes it and
 * returns focus to its button, arrows move between top-level entries and inside a sub-menu, and
 * focus or a click leaving the item closes it. One sub-menu is open at a time.
 */
export function enhanceDropdowns(header: HTMLElement, context: WidgetContext): () => void {
  const state = createDropdownState();
  const unmounts: Restore = [];
  const restore: Restore = [];
  addMenuToggles(state, header, { unmounts, restore }, context);
  addCart(state, header, restore, context);

  // The mini-cart's light half opens the cart before this mounts (the pointer or focus is on it):
  // taken over open, so mounting closes nothing under the shopper's pointer or focus.
  const openAlready = state.items.find(
    (item) => item.li.classList.contains(OPEN_CLASS) && item.li.matches(':hover, :focus-within'),
  );
  if (openAlready) openDropdown(state, openAlready.li, !openAlready.li.contains(document.activeElement));

  const stopClasses = effect(() => {
    const current = state.openItem.value;
    for (const item of state.items) item.li.classList.toggle(OPEN_CLASS, item.li === current);
  });
  listenItems(state, context);
  context.listen(header, 'keydown', (event) => onHeaderKeyDown(state, event));
  listenDocument(state, context);

  return () => {
    stopClasses();
    state.items.forEach((item) => item.li.classList.remove(OPEN_CLASS));
    unmounts.forEach((unmount) => unmount());
    restore.forEach((undo) => undo());
  };
}
