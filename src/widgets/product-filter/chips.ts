import { chipGroups, type Chip, type ChipTexts } from '../../lib/filter-chips.ts';
import type { FilterValues } from '../../lib/filter-state.ts';

/**
 * The active-filter panel (`.woof_products_top_panel`), taken over whole: the same structure and
 * classes the server prints (so theme CSS applies and nothing shifts), re-rendered on every change.
 * Chips stay real links to the listing without that value, so they work before and without JS.
 */
export interface ChipView {
  readonly clearAllText: string;
  readonly texts: ChipTexts;
  linkWithout(chip: Chip): string;
  clearAllLink(): string;
}

function chipLink(href: string, chip: Chip, heading: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.dataset.tax = chip.key;
  if (chip.slug !== undefined) link.dataset.slug = chip.slug;
  link.setAttribute('aria-label', `Elimină filtrul ${heading} ${chip.label}`);
  const cross = document.createElement('span');
  cross.className = 'woof_remove_ppi';
  link.append(cross, chip.label);
  return link;
}

export function renderChips(panel: HTMLElement, values: FilterValues, view: ChipView): void {
  const groups = chipGroups(values, view.texts);
  if (groups.length === 0) {
    panel.replaceChildren();
    panel.style.removeProperty('display');
    panel.removeAttribute('role');
    panel.removeAttribute('aria-label');
    return;
  }
  const list = document.createElement('ul');
  const clear = document.createElement('li');
  const clearLink = document.createElement('a');
  clearLink.href = view.clearAllLink();
  clearLink.className = 'woof_reset_button_2';
  clearLink.textContent = view.clearAllText;
  clear.append(clearLink);
  list.append(clear);
  for (const group of groups) {
    const item = document.createElement('li');
    const title = document.createElement('span');
    title.className = 'woof_products_top_panel_ul_title';
    title.textContent = group.heading;
    const chips = document.createElement('ul');
    for (const chip of group.chips) {
      const entry = document.createElement('li');
      entry.append(chipLink(view.linkWithout(chip), chip, group.heading));
      chips.append(entry);
    }
    item.append(title, chips);
    list.append(item);
  }
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', 'Filtre active');
  panel.style.display = 'block';
  panel.replaceChildren(list);
}

/** Names the server already printed in its chips (used when the form does not show that term). */
export function serverChipNames(panel: Element | null): Map<string, string> {
  const names = new Map<string, string>();
  panel?.querySelectorAll<HTMLElement>('a[data-tax][data-slug]').forEach((link) => {
    names.set(`${link.dataset.tax}|${link.dataset.slug}`, link.textContent?.trim() ?? '');
  });
  return names;
}
