import { BURST_DEBOUNCE_MS, Recorder } from './model.ts';

let shared: Recorder | null = null;

/**
 * One recorder for the whole page, as Akismet 5.6 keeps one state for every form: clicks, moves,
 * touches and scrolls anywhere (passive listeners, bounded lists), started with the first form
 * and kept for the page's life. Moves, touch moves and scrolls settle after 500 ms of quiet.
 */
export function pageRecorder(): Recorder {
  if (shared) return shared;
  const recorder = new Recorder();
  shared = recorder;
  const options = { passive: true, capture: true };
  let move: { start: number; x: number; y: number; timer: ReturnType<typeof setTimeout> } | null = null;
  let touchTimer: ReturnType<typeof setTimeout> | undefined;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('mousedown', () => recorder.mousedown(Date.now()), options);
  document.addEventListener('mouseup', () => recorder.mouseup(Date.now()), options);
  document.addEventListener('mousemove', (event) => {
    const started = move ?? { start: Date.now(), x: event.clientX, y: event.clientY };
    if (move) clearTimeout(move.timer);
    const timer = setTimeout(() => {
      recorder.mousemove(Date.now() - BURST_DEBOUNCE_MS - started.start, Math.hypot(event.clientX - started.x, event.clientY - started.y));
      move = null;
    }, BURST_DEBOUNCE_MS);
    move = { ...started, timer };
  }, options);
  document.addEventListener('touchmove', () => {
    clearTimeout(touchTimer);
    touchTimer = setTimeout(() => (recorder.touchmoveCount += 1), BURST_DEBOUNCE_MS);
  }, options);
  document.addEventListener('scroll', () => {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(() => (recorder.scrollCount += 1), BURST_DEBOUNCE_MS);
  }, options);
  document.addEventListener('touchstart', () => recorder.touchstart(Date.now()), options);
  document.addEventListener('touchend', () => recorder.touchend(Date.now()), options);
  return recorder;
}
