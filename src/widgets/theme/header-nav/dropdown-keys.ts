import { cartLinkKey } from './cart-dropdown.ts';
import { focusOpener, itemOf, openDropdown, type DropdownItem, type DropdownState } from './dropdown-state.ts';
import { nextMenuIndex } from './model.ts';

/** The links and disclosure buttons of one top-level menu row, in order (search fields excluded). */
function topLevelEntries(row: HTMLElement): HTMLElement[] {
  return [
    ...row.querySelectorAll<HTMLElement>(':scope > li > a[href], :scope > li > .nav-dropdown-toggle-slot > button'),
  ].filter((element) => element.getClientRects().length > 0);
}

/** Up and down inside an open sub-menu. */
function moveInMenu(item: DropdownItem, target: HTMLElement, event: KeyboardEvent): void {
  const links = [...item.menu.querySelectorAll<HTMLElement>('a[href], button')].filter(
    (element) => element.getClientRects().length > 0,
  );
  const next = nextMenuIndex(links.indexOf(target), event.key, links.length, 'column');
  if (next === null) return;
  event.preventDefault();
  links[next]?.focus();
}

/** Left and right between the top-level entries of a row. */
function moveInRow(row: HTMLElement, target: HTMLElement, event: KeyboardEvent): void {
  const entries = topLevelEntries(row);
  const index = entries.indexOf(target);
  if (index < 0) return;
  const next = nextMenuIndex(index, event.key, entries.length, 'row');
  if (next === null) return;
  event.preventDefault();
  entries[next]?.focus();
}

/** The cart link opens its dropdown from the keyboard; Enter also goes into it. */
function cartKey(state: DropdownState, item: DropdownItem, event: KeyboardEvent): void {
  const action = cartLinkKey(event.key);
  if (action === null) return;
  event.preventDefault(); // Space would scroll the page
  openDropdown(state, item.li);
  if (action === 'enter') item.menu.querySelector<HTMLElement>('a[href], button')?.focus();
}

/** Keys inside the header: Escape closes and returns focus, arrows move (APG disclosure navigation). */
export function onHeaderKeyDown(state: DropdownState, event: KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target) return;
  const item = itemOf(state, target);
  if (event.key === 'Escape' && item && state.openItem.value === item.li) {
    event.preventDefault();
    openDropdown(state, null);
    focusOpener(state, item);
    return;
  }
  if (item?.isCart && target === item.opener) return cartKey(state, item, event);
  const row = target.closest<HTMLElement>('.header-nav');
  if (!row) return;
  if (item && item.menu.contains(target)) return moveInMenu(item, target, event);
  if (item && target === item.opener && event.key === 'ArrowDown') {
    event.preventDefault();
    openDropdown(state, item.li);
    item.menu.querySelector<HTMLElement>('a[href]')?.focus();
    return;
  }
  moveInRow(row, target, event);
}
