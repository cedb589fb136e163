import { createElement } from 'react';
import { readFlatsomeTheme } from '../../../config/flatsome.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { BlockEditLinks } from './BlockEditLinks.tsx';
import { editLinks, menuIdFrom } from './model.ts';
import { ensureBlockEditStyles } from './styles.ts';

const HOVERED = 'vitrina-block-hovered';

/**
 * Flatsome's 'edit block' links (spec §2.12, §6): drawn only for page editors
 * (`flatsomeVars.user.can_edit_pages`); for everyone else the server's empty marker stays empty.
 * A block that is a menu's dropdown opens the builder with its `menu_id`.
 */
const blockEditLinks: WidgetModule = {
  mount(host, context) {
    if (!readFlatsomeTheme().canEditPages) return undefined;
    const menuItem = host.closest('li.menu-item');
    const marker = {
      title: host.getAttribute('data-title'),
      link: host.getAttribute('data-link'),
      backend: host.getAttribute('data-backend'),
    };
    const links = editLinks(marker, location.origin, menuIdFrom(menuItem?.id ?? null));
    if (links === null) return undefined;
    ensureBlockEditStyles();
    const container = document.createElement('div');
    host.append(container);
    const unmount = mountReact(container, createElement(BlockEditLinks, { links }), context);
    const block = host.nextElementSibling;
    for (const target of block ? [host, block] : [host]) {
      context.listen(target, 'mouseenter', () => host.classList.add(HOVERED));
      context.listen(target, 'mouseleave', () => host.classList.remove(HOVERED));
    }
    return () => {
      unmount();
      host.classList.remove(HOVERED);
    };
  },
};

export default blockEditLinks;
