import { signal, type Signal } from '@preact/signals-core';

/** Flatsome shows a header dropdown while its item carries this class. */
export const OPEN_CLASS = 'current-dropdown';

export interface DropdownItem {
  readonly li: HTMLElement;
  readonly menu: HTMLElement;
  /** What opens it from the keyboard and gets focus back on Escape: the menu's button, the cart's link. */
  readonly opener: HTMLElement;
  readonly isCart: boolean;
}

/** The header's dropdowns: which one is open (one at a time), and how it was opened. */
export interface DropdownState {
  readonly openItem: Signal<HTMLElement | null>;
  readonly items: DropdownItem[];
  openedByHover: boolean;
  /** Focus returning to the cart link on Escape must not open the dropdown it just closed. */
  focusingOpener: boolean;
}

export function createDropdownState(): DropdownState {
  return { openItem: signal<HTMLElement | null>(null), items: [], openedByHover: false, focusingOpener: false };
}

export function openDropdown(state: DropdownState, li: HTMLElement | null, byHover = false): void {
  state.openedByHover = byHover;
  state.openItem.value = li;
}

/**
 * A button's press. A click on the button of a sub-menu the pointer has just opened keeps it open
 * (the pointer reaches the button through the item, so hovering always comes first).
 */
export function toggleDropdown(state: DropdownState, li: HTMLElement): void {
  if (state.openItem.value === li && state.openedByHover) state.openedByHover = false;
  else openDropdown(state, state.openItem.value === li ? null : li);
}

export function focusOpener(state: DropdownState, item: DropdownItem): void {
  state.focusingOpener = true;
  item.opener.focus();
  state.focusingOpener = false;
}

export function itemOf(state: DropdownState, target: EventTarget | null): DropdownItem | undefined {
  return state.items.find((item) => target instanceof Node && item.li.contains(target));
}
