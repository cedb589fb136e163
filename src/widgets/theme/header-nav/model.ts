/**
 * Pure rules of the header: roving focus in the menus (APG disclosure navigation) and the sticky
 * header's state for a scroll position (Flatsome's `stuck` and hide-on-scroll classes).
 */

/** Next focus index in a row (Left/Right) or a column (Up/Down) of menu entries; Home/End jump. */
export function nextMenuIndex(current: number, key: string, count: number, axis: 'row' | 'column'): number | null {
  if (count === 0) return null;
  const [back, forward] = axis === 'row' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === forward) return Math.min(current + 1, count - 1);
  if (key === back) return Math.max(current - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export interface StickyInput {
  readonly scrollY: number;
  readonly previousScrollY: number;
  /** Where the header sticks: the bottom of the header as printed. */
  readonly threshold: number;
  /** `sticky-hide-on-scroll`: hidden while scrolling down, shown again when scrolling up. */
  readonly hideOnScroll: boolean;
  readonly wasHidden: boolean;
}

export interface StickyState {
  readonly stuck: boolean;
  readonly hidden: boolean;
}

/** A few pixels of jitter (touch scrolling, rubber-banding) must not flip the hidden state. */
const SCROLL_JITTER_PX = 4;

export function stickyState({
  scrollY,
  previousScrollY,
  threshold,
  hideOnScroll,
  wasHidden,
}: StickyInput): StickyState {
  const stuck = scrollY > threshold;
  if (!stuck || !hideOnScroll) return { stuck, hidden: false };
  const delta = scrollY - previousScrollY;
  if (delta > SCROLL_JITTER_PX) return { stuck, hidden: true };
  if (delta < -SCROLL_JITTER_PX) return { stuck, hidden: false };
  return { stuck, hidden: wasHidden };
}
