import { VITRINA_EVENTS } from '../../../lib/events.ts';

/**
 * The ARIA side of the server's tab markup: roles, aria-selected, aria-controls, roving tabindex
 * and which panel shows. The markup stays the theme's (`ul.tabs > li > a[href="#tab-…"]`,
 * `.panel#tab-…`), so its CSS (the `active` class) applies unchanged.
 */
export interface TabList {
  readonly list: HTMLElement;
  /** Panel ids without `tab-`, in order. */
  readonly ids: readonly string[];
  indexOf(target: EventTarget | null): number;
  select(id: string): void;
  focus(id: string): void;
  orientation(): 'horizontal' | 'vertical';
}

interface Tab {
  readonly id: string;
  readonly anchor: HTMLAnchorElement;
  readonly item: HTMLElement;
  readonly panel: HTMLElement;
}

export function createTabList(host: HTMLElement): TabList | null {
  const list = host.querySelector<HTMLElement>('ul.wc-tabs, ul.tabs');
  if (!list) return null;
  const tabs: Tab[] = [];
  for (const anchor of list.querySelectorAll<HTMLAnchorElement>('li > a[href^="#tab-"]')) {
    const panelId = anchor.getAttribute('href')?.slice(1) ?? '';
    const panel = document.getElementById(panelId);
    const item = anchor.parentElement;
    if (!panel || !item || !host.contains(panel)) continue;
    tabs.push({ id: panelId.slice('tab-'.length), anchor, item, panel });
  }
  if (tabs.length === 0) return null;

  list.setAttribute('role', 'tablist');
  if (!list.hasAttribute('aria-label') && !list.hasAttribute('aria-labelledby'))
    list.setAttribute('aria-label', 'Informații despre produs');
  for (const { id, anchor, item, panel } of tabs) {
    item.setAttribute('role', 'presentation');
    anchor.setAttribute('role', 'tab');
    anchor.id ||= `tab-title-${id}-link`;
    anchor.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', anchor.id);
    panel.tabIndex = 0;
  }

  const byId = (id: string) => tabs.find((tab) => tab.id === id);
  return {
    list,
    ids: tabs.map((tab) => tab.id),
    indexOf: (target) =>
      target instanceof Element ? tabs.findIndex((tab) => tab.anchor.contains(target) || tab.item === target) : -1,
    select(id) {
      if (!byId(id)) return;
      for (const tab of tabs) {
        const selected = tab.id === id;
        tab.anchor.setAttribute('aria-selected', String(selected));
        tab.anchor.tabIndex = selected ? 0 : -1;
        tab.item.classList.toggle('active', selected);
        tab.panel.classList.toggle('active', selected);
        tab.panel.hidden = !selected;
        tab.panel.style.display = selected ? '' : 'none';
      }
      list.dispatchEvent(new CustomEvent(VITRINA_EVENTS.productTabChange, { bubbles: true, detail: { tab: id } }));
    },
    focus(id) {
      byId(id)?.anchor.focus();
    },
    orientation() {
      if (list.getAttribute('aria-orientation') === 'vertical') return 'vertical';
      const [first, second] = tabs;
      if (!first || !second) return 'horizontal';
      const a = first.anchor.getBoundingClientRect();
      const b = second.anchor.getBoundingClientRect();
      return a.left === b.left && b.top > a.top ? 'vertical' : 'horizontal';
    },
  };
}
