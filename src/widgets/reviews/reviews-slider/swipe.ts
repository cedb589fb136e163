import type { Listen } from '../../../runtime/types.ts';
/** A horizontal swipe this long (px) moves one step; shorter ones are taps or vertical scrolls. */
const SWIPE_PX = 40;

/** Touch and pen swipes on the viewport: left = next, right = previous (vertical scrolling stays native). */
export function listenForSwipes(viewport: HTMLElement, step: (by: number) => void, listen: Listen): void {
  let start: { x: number; y: number } | null = null;
  listen(viewport, 'pointerdown', (event) => {
    start = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  });
  listen(viewport, 'pointerup', (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  });
  listen(viewport, 'pointercancel', () => (start = null));
}
