/**
 * Fixed bars at the bottom of the viewport (the cookie banner, the store notice, the coming-soon
 * banner) stacked in a fixed order without overlapping, and never hiding what has focus (WCAG
 * 2.4.11): while bars are shown, a spacer at the end of the page and `scroll-padding-bottom`
 * reserve their height, and a focused element that ends up under them is scrolled clear.
 * Nothing in the page moves when a bar appears or goes (the spacer: ./dock-spacer.ts).
 */
import { reserveAtEnd, roomBelowWindow } from './dock-spacer.ts';

interface Docked {
  readonly element: HTMLElement;
  readonly order: number;
  readonly lift: DockLift;
}

/**
 * How an element is raised above the bars under it: its `bottom` (the default), or a
 * `translateY` for an element that is on screen from the first paint (a floating badge) — a
 * transform is not a layout shift when a bar appears under it later.
 */
export type DockLift = 'bottom' | 'transform';

export interface DockHandle {
  /**
   * Call after showing or hiding the element: the stack is laid out again in the next animation
   * frame, before the browser paints it, once for all the bars that changed (reading heights right
   * away would lay the whole page out once per call, in the middle of a mount).
   */
  update(): void;
  release(): void;
}

const docked: Docked[] = [];
/** Each bar's height at the last layout, for the bars shown then. */
const heights = new WeakMap<HTMLElement, number>();
let reserved = 0;
let resizeObserver: ResizeObserver | null = null;
const MARGIN_PX = 8;

/**
 * Shown and fixed to the viewport: only such an element is a bar of the stack. A site's sheet may
 * place a docked element elsewhere (WooCommerce's own woocommerce.css prints the store notice
 * `position: absolute; top: 0`, at the top of the page); writing `bottom` on it would stretch it to
 * the page's height, and counting that height would lift every bar above it off the screen.
 */
function isBottomBar(element: HTMLElement): boolean {
  if (!element.isConnected || element.hidden) return false;
  const style = getComputedStyle(element);
  return style.display !== 'none' && style.position === 'fixed';
}

function clearLift({ element, lift }: Docked): void {
  element.style.removeProperty(lift === 'transform' ? 'transform' : 'bottom');
}

function layout(): void {
  // Every read before any write: a height read after a write would lay the page out once more.
  // (Neither `bottom` nor a transform changes a fixed bar's own height.)
  const bars = docked.filter(({ element }) => isBottomBar(element));
  const shown = bars.map((entry) => ({ ...entry, height: entry.element.getBoundingClientRect().height }));
  const roomBelow = roomBelowWindow();
  for (const entry of docked) {
    if (bars.includes(entry)) continue;
    clearLift(entry);
    heights.delete(entry.element);
  }
  let offset = 0;
  for (const { element, lift, height } of shown) {
    heights.set(element, height);
    setLift(element, lift, offset);
    offset += height;
  }
  reserved = Math.ceil(offset);
  reserveAtEnd(reserved, roomBelow, layoutBeforePaint);
  const root = document.documentElement;
  if (reserved > 0) root.style.scrollPaddingBottom = `${reserved + MARGIN_PX}px`;
  else root.style.removeProperty('scroll-padding-bottom');
}

let frame = 0;
function layoutBeforePaint(): void {
  if (frame !== 0) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    layout();
  });
}

function setLift(element: HTMLElement, lift: DockLift, offset: number): void {
  if (lift === 'transform') element.style.transform = offset > 0 ? `translateY(${-offset}px)` : '';
  else element.style.bottom = `${offset}px`;
}

/**
 * A bar shown (or changed) now is lifted at once above the bars under it still shown, by the heights
 * the last layout measured: shown from inside an animation frame whose callbacks have already run, it would otherwise be
 * painted for one frame at the bottom, over a lower bar, and then jump up (a layout shift).
 * The layout of the next frame still measures and places every bar.
 */
function liftAtOnce(entry: Docked): void {
  let offset = 0;
  for (const below of docked) {
    if (below === entry) break;
    // A bar hidden since that layout (the banner closing to its tab) no longer holds anything up:
    // counting it would paint this one a frame too high, then drop it (a layout shift).
    if (isBottomBar(below.element)) offset += heights.get(below.element) ?? 0;
  }
  setLift(entry.element, entry.lift, offset);
}

function isInsideDock(target: Element): boolean {
  return docked.some(({ element }) => element.contains(target));
}

function isFixed(target: Element): boolean {
  for (let node: Element | null = target; node; node = node.parentElement) {
    const position = getComputedStyle(node).position;
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

/** Where the mouse (or a tap's mousedown) last pressed, in the window's coordinates. */
let lastPress: { x: number; y: number } | null = null;
const onMouseDown = (event: MouseEvent) => {
  lastPress = { x: event.clientX, y: event.clientY };
};

/**
 * Whether `target` is what shows at the point last pressed: the element a press focuses, or its
 * nearest focusable ancestor (a tab panel around a review), or the control a widget drew anew in
 * the pressed one's place and handed focus to after the release (a swatch, a star). The point is
 * on screen and not under a bar (the press reached it), so the element is not hidden; scrolling it
 * "clear" (the bottom of a panel taller than the window) would move the page under the pointer,
 * and a click between press and release would go to neither element.
 */
function shownAtLastPress(target: Element): boolean {
  const top = lastPress ? document.elementFromPoint(lastPress.x, lastPress.y) : null;
  return top !== null && target.contains(top);
}

/** Scrolls a focused element out from under the bars (the browser's own scroll may not know them). */
function onFocusIn(event: FocusEvent): void {
  const target = event.target;
  if (
    reserved === 0 ||
    !(target instanceof Element) ||
    isInsideDock(target) ||
    isFixed(target) ||
    shownAtLastPress(target)
  )
    return;
  const rect = target.getBoundingClientRect();
  const edge = window.innerHeight - reserved;
  if (rect.bottom <= edge) return;
  // One taller than the room above the bars cannot clear them whole (a tab panel Tab leads into):
  // while its top shows it is not hidden, and clearing its bottom would push the top out of sight.
  const tall = rect.height > edge - 2 * MARGIN_PX;
  if (tall && rect.top < edge - MARGIN_PX) return;
  const by = rect.bottom - edge + MARGIN_PX;
  window.scrollBy({ top: tall ? Math.min(by, rect.top - MARGIN_PX) : by, behavior: 'instant' });
}

/**
 * Scrolls a message that just appeared out from under the bars, as a focused element is: the
 * CIF check's message shows below the field being typed in, which the focus scroll left just
 * clear of the bars. The scroll stops before it would push the message's own top out of view.
 */
export function keepClearOfDock(element: Element): void {
  if (reserved === 0 || isInsideDock(element) || isFixed(element)) return;
  const rect = element.getBoundingClientRect();
  const edge = window.innerHeight - reserved;
  if (rect.bottom <= edge) return;
  window.scrollBy({ top: Math.min(rect.bottom - edge + MARGIN_PX, rect.top - MARGIN_PX), behavior: 'instant' });
}

/** Puts `element` (position: fixed) in the bottom stack; lower `order` sits lower. */
export function dockAtBottom(element: HTMLElement, order: number, lift: DockLift = 'bottom'): DockHandle {
  if (docked.length === 0) {
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('mousedown', onMouseDown, { capture: true, passive: true });
    if (typeof ResizeObserver === 'function') resizeObserver = new ResizeObserver(() => layout());
  }
  const entry: Docked = { element, order, lift };
  docked.push(entry);
  docked.sort((a, b) => a.order - b.order);
  resizeObserver?.observe(element);
  layoutBeforePaint();
  return {
    update() {
      liftAtOnce(entry);
      layoutBeforePaint();
    },
    release() {
      const index = docked.indexOf(entry);
      if (index < 0) return;
      docked.splice(index, 1);
      resizeObserver?.unobserve(element);
      clearLift(entry);
      layoutBeforePaint();
      if (docked.length === 0) {
        document.removeEventListener('focusin', onFocusIn);
        document.removeEventListener('mousedown', onMouseDown, { capture: true });
        lastPress = null;
        resizeObserver?.disconnect();
        resizeObserver = null;
      }
    },
  };
}

/** The height the bars take now (tests and the bench read it). */
export function dockedHeight(): number {
  return reserved;
}
