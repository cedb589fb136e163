import type { WidgetModule } from '../../../runtime/types.ts';
import { enhanceDropdowns } from './dropdowns.ts';
import { stickHeader } from './sticky.ts';

/**
 * Flatsome's header (`#header`): dropdown menus as APG disclosure navigation and the sticky
 * header with its hide-on-scroll variant. The header search is left to its own widget.
 */
const headerNav: WidgetModule = {
  mount(header, context) {
    const undoDropdowns = enhanceDropdowns(header, context);
    const undoSticky = stickHeader(header, context.listen);
    return () => {
      undoDropdowns();
      undoSticky();
    };
  },
};

export default headerNav;
