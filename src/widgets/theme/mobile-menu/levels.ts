/** One parent item of the sliding menu and the slots its buttons render into. */
export interface Level {
  readonly item: HTMLElement;
  readonly name: string;
  readonly menu: HTMLElement;
  /** After the item's link: the button that opens the level. */
  readonly toggleSlot: HTMLElement;
  /** First entry of the sub-menu (`li.nav-slide-header`): the Back button. */
  readonly backSlot: HTMLElement;
}

/**
 * Prepares every parent item of the sidebar menus for sliding levels: a slot for its open
 * button and a first `li.nav-slide-header` in its sub-menu for Back (Flatsome's own layout).
 * Returns the levels and the undo that removes what was added.
 */
export function prepareLevels(host: HTMLElement): { levels: Level[]; undo: () => void } {
  const levels: Level[] = [];
  const added: HTMLElement[] = [];
  for (const item of host.querySelectorAll<HTMLElement>('ul.nav-sidebar li.menu-item-has-children')) {
    const link = item.querySelector<HTMLAnchorElement>(':scope > a');
    const menu = item.querySelector<HTMLElement>(':scope > ul.sub-menu');
    if (!link || !menu) continue;
    const toggleSlot = document.createElement('span');
    toggleSlot.className = 'nav-slide-toggle-slot';
    link.after(toggleSlot);
    const backSlot = document.createElement('li');
    backSlot.className = 'nav-slide-header';
    menu.prepend(backSlot);
    added.push(toggleSlot, backSlot);
    levels.push({ item, name: link.textContent?.trim() ?? '', menu, toggleSlot, backSlot });
  }
  return { levels, undo: () => added.forEach((element) => element.remove()) };
}

/** The level whose sub-menu holds this level's item (null at the top). */
export function parentLevel(levels: readonly Level[], level: Level): Level | null {
  return (
    levels.find(
      (candidate) =>
        candidate.menu.contains(level.item) && candidate !== level && candidate.menu === level.item.parentElement,
    ) ?? null
  );
}
