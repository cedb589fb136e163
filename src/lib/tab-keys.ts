/**
 * The keyboard of an APG tab list (product tabs, content tabs, the mobile menu's tabs): the arrows
 * along the list's orientation move with wrap-around, Home/End jump to the ends, and the other
 * arrows are left to the page. A radio group or toolbar moves on every arrow: lib/roving-move.ts.
 */
export type TabOrientation = 'horizontal' | 'vertical';

/** The tab `key` moves to from `current`, or null when the key is not the list's. */
export function nextTabIndex(current: number, key: string, count: number, orientation: TabOrientation = 'horizontal'): number | null {
  if (count === 0) return null;
  const [back, forward] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === forward) return (current + 1) % count;
  if (key === back) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
