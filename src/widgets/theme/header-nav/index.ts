import type { WidgetModule } from '../../../runtime/types.ts';
import { enhanceDropdowns } from './dropdowns.ts';
import { stickHeader } from './sticky.ts';

/**
 * Flatsome's header (`#header`): dropdown menus as APG disclosure navigation and the sticky
 * header with its hide-on-scroll variant. The header search is left to its own widget.
 */
const headerNav: WidgetModule = {
  mount(header, context) {
    const listeners = new AbortController();
    const undoDropdowns = enhanceDropdowns(header, context, listeners.signal);
    const undoSticky = stickHeader(header, listeners.signal);
    return () => {
      listeners.abort();
      undoDropdowns();
      undoSticky();
    };
  },
};

export default headerNav;
