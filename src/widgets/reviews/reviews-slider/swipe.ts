/** A horizontal swipe this long (px) moves one step; shorter ones are taps or vertical scrolls. */
const SWIPE_PX = 40;

/** Touch and pen swipes on the viewport: left = next, right = previous (vertical scrolling stays native). */
export function listenForSwipes(viewport: HTMLElement, step: (by: number) => void, signal: AbortSignal): void {
  let start: { x: number; y: number } | null = null;
  viewport.addEventListener('pointerdown', (event) => {
    start = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  }, { signal });
  viewport.addEventListener('pointerup', (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  }, { signal });
  viewport.addEventListener('pointercancel', () => (start = null), { signal });
}
