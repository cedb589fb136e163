import type { WidgetModule } from '../../../runtime/types.ts';
import { moveMargins, overflows } from './model.ts';
import { ORDERS_SCROLL_LABEL } from './texts.ts';

/**
 * My account's orders table (spec §2.8): wrapped in Flatsome's `div.touch-scroll-table`, which
 * scrolls sideways on narrow screens instead of widening the page. The wrapper takes the table's
 * margins, so nothing moves when it goes in. While it actually scrolls it is a named, focusable
 * group, so keyboard users can scroll it with the arrow keys.
 */
const ordersTable: WidgetModule = {
  mount(host) {
    if (!(host instanceof HTMLTableElement) || host.parentElement?.classList.contains('touch-scroll-table'))
      return undefined;
    const doc = host.ownerDocument;
    const view = doc.defaultView;
    const computed = view ? view.getComputedStyle(host) : null;
    const margins = moveMargins({
      marginTop: computed?.marginTop ?? '0px',
      marginBottom: computed?.marginBottom ?? '0px',
    });
    const previousStyle = host.getAttribute('style');

    const wrapper = doc.createElement('div');
    wrapper.className = 'touch-scroll-table';
    wrapper.style.overflowX = 'auto';
    wrapper.style.marginTop = margins.wrapper.marginTop;
    wrapper.style.marginBottom = margins.wrapper.marginBottom;
    host.style.marginTop = margins.table.marginTop;
    host.style.marginBottom = margins.table.marginBottom;
    host.before(wrapper);
    wrapper.append(host);

    const markScrolling = () => {
      if (overflows(wrapper.scrollWidth, wrapper.clientWidth)) {
        wrapper.setAttribute('tabindex', '0');
        wrapper.setAttribute('role', 'group');
        wrapper.setAttribute('aria-label', ORDERS_SCROLL_LABEL);
      } else {
        for (const name of ['tabindex', 'role', 'aria-label']) wrapper.removeAttribute(name);
      }
    };
    markScrolling();
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(markScrolling) : null;
    resizes?.observe(wrapper);

    return () => {
      resizes?.disconnect();
      if (!wrapper.isConnected) return;
      wrapper.before(host);
      wrapper.remove();
      if (previousStyle === null) host.removeAttribute('style');
      else host.setAttribute('style', previousStyle);
    };
  },
};

export default ordersTable;
