import { DEFAULTS } from '../../../config/defaults.ts';

export interface StickyLayout {
  /** The sticky header's height (`flatsomeVars.sticky_height`, 60 px when unset). */
  readonly headerHeightPx: number;
  readonly columnHeightPx: number;
  readonly viewportHeightPx: number;
}

/**
 * The `top` a sticky column keeps (spec §9: sticky header height + 30). A column taller than the
 * room below that offset sticks by its bottom instead (a negative top), so its end can be read
 * before the row ends — what Flatsome's "javascript" sticky mode is for.
 */
export function stickyTop({ headerHeightPx, columnHeightPx, viewportHeightPx }: StickyLayout): number {
  const offset = headerHeightPx + DEFAULTS.stickyColumnGapPx;
  return columnHeightPx <= viewportHeightPx - offset ? offset : Math.round(viewportHeightPx - columnHeightPx);
}
