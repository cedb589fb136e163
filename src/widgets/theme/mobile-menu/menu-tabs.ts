import type { Listen } from '../../../runtime/types.ts';
import { nextTabIndex } from '../../../lib/roving-move.ts';

let panelCount = 0;

/**
 * The sidebar's menu tabs (`ul.sidebar-menu-tabs` over `ul.nav-sidebar[data-tab]`) as APG tabs
 * with automatic activation. Each menu list is wrapped in a tab panel (a `ul` taking the panel
 * role would stop being a list). Flatsome hides the inactive list with the `hidden` class.
 */
export function enhanceMenuTabs(host: HTMLElement, onChange: () => void, listen: Listen): () => void {
  const list = host.querySelector<HTMLElement>('ul.sidebar-menu-tabs');
  const panels = [...host.querySelectorAll<HTMLElement>('ul.nav-sidebar[data-tab]')];
  const tabs = list ? [...list.querySelectorAll<HTMLAnchorElement>('a.sidebar-menu-tabs__tab-link')] : [];
  if (!list || tabs.length < 2 || tabs.length !== panels.length) return () => {};

  const wrappers = panels.map((panel, index) => {
    const wrapper = document.createElement('div');
    wrapper.id = `vitrina-menu-panel-${++panelCount}`;
    wrapper.setAttribute('role', 'tabpanel');
    panel.before(wrapper);
    wrapper.append(panel);
    const tab = tabs[index]!;
    tab.id ||= `${wrapper.id}-tab`;
    wrapper.setAttribute('aria-labelledby', tab.id);
    return wrapper;
  });
  list.setAttribute('role', 'tablist');
  tabs.forEach((tab, index) => {
    tab.parentElement?.setAttribute('role', 'presentation');
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', wrappers[index]!.id);
  });

  const select = (index: number) => {
    tabs.forEach((tab, position) => {
      const selected = position === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.parentElement?.classList.toggle('active', selected);
      panels[position]!.classList.toggle('hidden', !selected);
      wrappers[position]!.hidden = !selected;
    });
  };
  const initial = Math.max(
    0,
    tabs.findIndex((tab) => tab.parentElement?.classList.contains('active')),
  );
  select(initial);

  listen(list, 'click', (event) => {
    const index = tabs.findIndex((tab) => event.target instanceof Node && tab.contains(event.target));
    if (index < 0) return;
    event.preventDefault();
    select(index);
    onChange();
  });
  listen(list, 'keydown', (event) => {
    const index = tabs.findIndex((tab) => tab === event.target);
    const next = index < 0 ? null : nextTabIndex(index, event.key, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabs[next]!.focus();
    onChange();
  });

  return () => {
    wrappers.forEach((wrapper, index) => {
      wrapper.before(panels[index]!);
      wrapper.remove();
    });
    list.removeAttribute('role');
    tabs.forEach((tab) => {
      tab.parentElement?.removeAttribute('role');
      ['role', 'aria-controls', 'aria-selected', 'tabindex'].forEach((name) => tab.removeAttribute(name));
    });
  };
}
