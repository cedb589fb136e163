import { signal } from '@preact/signals-core';
import { createElement } from 'react';
import { readFlatsomeTheme } from '../../../config/flatsome.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { offCanvasSide } from '../shared/OffCanvas.tsx';
import { enhanceMenuTabs } from './menu-tabs.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { closeLevel, openLevel } from './model.ts';
import { parentLevel, prepareLevels, type Level } from './levels.ts';

let levelMenuCount = 0;

/**
 * Flatsome's mobile sidebar (`#main-menu.mobile-sidebar`, opened by `[data-open="#main-menu"]`):
 * an off-canvas modal with sliding sub-levels (open and Back buttons, focus moved into each
 * level) and the menu tabs. Without JS the panel stays hidden, as it was.
 */
const mobileMenu: WidgetModule = {
  mount(host, context) {
    if (!host.id) return undefined;
    const openerSelector = `[data-open="#${CSS.escape(host.id)}"]`;
    const open = signal(false);
    const path = signal<readonly Level[]>([]);
    const { levels, undo: undoLevels } = prepareLevels(host);
    for (const level of levels) level.menu.id ||= `vitrina-menu-level-${++levelMenuCount}`;
    const undoTabs = enhanceMenuTabs(host, () => (path.value = []), context.listen);

    const openers = () => [...document.querySelectorAll<HTMLElement>(openerSelector)];
    const setOpen = (value: boolean) => {
      open.value = value;
      if (!value) path.value = [];
      openers().forEach((opener) => opener.setAttribute('aria-expanded', String(value)));
    };
    const side = signal(offCanvasSide(openers()[0]?.getAttribute('data-pos')));

    context.listen(document, 'click', (event) => {
      const opener = event.target instanceof Element ? event.target.closest<HTMLElement>(openerSelector) : null;
      if (!opener) return;
      event.preventDefault();
      side.value = offCanvasSide(opener.getAttribute('data-pos'));
      setOpen(true);
    });
    // A link to a place on this page closes the menu so the shopper sees where it leads.
    context.listen(host, 'click', (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
      if (!link || link.closest('.sidebar-menu-tabs') || link.getAttribute('href') === '#') return;
      if (new URL(link.href, location.href).pathname === location.pathname) setOpen(false);
    });

    const container = document.createElement('div');
    container.className = 'vitrina-mobile-menu-root';
    host.after(container);
    const unmountReact = mountReact(
      container,
      createElement(MobileMenu, {
        host,
        open,
        path,
        side,
        levels,
        label: readFlatsomeTheme().mainMenuLabel,
        onOpenLevel: (level: Level) =>
          (path.value = openLevel(path.value, level, (candidate) => parentLevel(levels, candidate))),
        onBack: () => (path.value = closeLevel(path.value)),
        onClose: () => setOpen(false),
      }),
      context,
    );

    return () => {
      setOpen(false);
      unmountReact();
      undoTabs();
      undoLevels();
    };
  },
};

export default mobileMenu;
