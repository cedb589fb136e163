import { prefersReducedMotion } from './reduced-motion.ts';

/**
 * Scrolls the page to `top` over a set time, as the theme's jQuery `animate({scrollTop})` did
 * (spec §9: 500 ms for the theme, 1 s to notices). The browser's own smooth scroll has no duration
 * to set, so the frames are ours. Reduced motion jumps at once; a new scroll replaces a running one.
 */
let frame = 0;
let stopWatching: AbortController | undefined;

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * The shopper taking over stops the scroll where it is, as the browser's own smooth scroll stops
 * for a wheel or a swipe. jQuery's animation ran on: a press begun on a button was let go over
 * whatever the scroll had brought under the pointer, so the click went nowhere (the place-order
 * button pressed while the checkout scrolled to its notices).
 */
const SHOPPER_TAKES_OVER = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

function stop(): void {
  cancelAnimationFrame(frame);
  stopWatching?.abort();
  stopWatching = undefined;
}

export function animateScrollTo(top: number, durationMs: number): void {
  stop();
  const from = window.scrollY;
  const to = Math.max(0, Math.round(top));
  if (prefersReducedMotion() || from === to || durationMs <= 0) {
    window.scrollTo(0, to);
    return;
  }
  const watching = new AbortController();
  stopWatching = watching;
  for (const type of SHOPPER_TAKES_OVER)
    document.addEventListener(type, stop, { capture: true, passive: true, signal: watching.signal });
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / durationMs);
    window.scrollTo(0, Math.round(from + (to - from) * ease(t)));
    if (t < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  frame = requestAnimationFrame(step);
}

/**
 * A jump the page makes by itself a moment after it opens (§9: to the reviews 500 ms after their
 * tab opens), given up when the shopper takes over first: a jump between a press and its release
 * would let the press go over something else. `top` is read when the time comes; null: no jump.
 * Returns the cancel.
 */
export function jumpLater(delayMs: number, top: () => number | null): () => void {
  const watching = new AbortController();
  const timer = setTimeout(() => {
    watching.abort();
    const to = top();
    if (to !== null) window.scrollTo({ top: to, behavior: 'auto' });
  }, delayMs);
  const cancel = () => {
    clearTimeout(timer);
    watching.abort();
  };
  for (const type of SHOPPER_TAKES_OVER)
    document.addEventListener(type, cancel, { capture: true, passive: true, signal: watching.signal });
  return cancel;
}
