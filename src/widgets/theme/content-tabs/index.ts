import { hashId, writeHash } from '../shared/location-hash.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { nextTabIndex } from '../../../lib/roving-move.ts';
import { initialTabIndex, tabForHash } from './model.ts';

interface ContentTab {
  readonly item: HTMLElement;
  readonly link: HTMLAnchorElement;
  readonly panel: HTMLElement;
}

let tabCount = 0;

/**
 * Flatsome's content tabs (`.tabbed-content`: `ul.nav > li.tab > a[href="#panel"]` over
 * `.tab-panels > .panel`) as APG tabs with automatic activation. The tab named by the URL's
 * #hash opens first and again when the hash changes; choosing a tab writes its hash.
 */
const contentTabs: WidgetModule = {
  mount(host, context) {
    const list = host.querySelector<HTMLElement>(':scope > ul.nav, :scope > .nav-wrapper > ul.nav, ul[role="tablist"]');
    if (!list) return undefined;
    const tabs: ContentTab[] = [];
    for (const link of list.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]')) {
      const panel = host.querySelector<HTMLElement>(
        `.tab-panels > #${CSS.escape(hashId(link.getAttribute('href') ?? ''))}`,
      );
      if (panel && link.parentElement) tabs.push({ item: link.parentElement, link, panel });
    }
    if (tabs.length === 0) return undefined;
    const names = tabs.map(({ item, link }) => ({ target: hashId(link.getAttribute('href') ?? ''), itemId: item.id }));
    const orientation = list.classList.contains('nav-vertical') ? 'vertical' : 'horizontal';

    list.setAttribute('role', 'tablist');
    if (orientation === 'vertical') list.setAttribute('aria-orientation', 'vertical');
    for (const { item, link, panel } of tabs) {
      item.setAttribute('role', 'presentation');
      link.setAttribute('role', 'tab');
      link.id ||= `vitrina-content-tab-${++tabCount}`;
      link.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', link.id);
      panel.tabIndex = 0;
    }

    const select = (index: number) => {
      tabs.forEach(({ item, link, panel }, position) => {
        const selected = position === index;
        link.setAttribute('aria-selected', String(selected));
        link.tabIndex = selected ? 0 : -1;
        item.classList.toggle('active', selected);
        panel.classList.toggle('active', selected);
        panel.hidden = !selected;
      });
    };
    const choose = (index: number) => {
      select(index);
      writeHash(names[index]?.target ?? '');
    };
    const serverActive = tabs.findIndex(({ item }) => item.classList.contains('active'));
    select(initialTabIndex(hashId(location.hash), names, serverActive));
    // The browser scrolled to the panel while it was still hidden; the tabs are where it leads.
    if (tabForHash(hashId(location.hash), names) >= 0) host.scrollIntoView({ block: 'start' });

    const indexOf = (target: EventTarget | null) =>
      tabs.findIndex(({ link }) => target instanceof Node && link.contains(target));
    context.listen(list, 'click', (event) => {
      const index = indexOf(event.target);
      if (index < 0) return;
      event.preventDefault();
      choose(index);
    });
    context.listen(list, 'keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const index = indexOf(event.target);
      const next = index < 0 ? null : nextTabIndex(index, event.key, tabs.length, orientation);
      if (next === null) return;
      event.preventDefault();
      choose(next);
      tabs[next]?.link.focus();
    });
    context.listen(window, 'hashchange', () => {
      const index = tabForHash(hashId(location.hash), names);
      if (index >= 0) select(index);
    });

    return () => {
      tabs.forEach(({ panel }) => (panel.hidden = false));
    };
  },
};

export default contentTabs;
