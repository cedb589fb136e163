import { prefersReducedMotion } from './reduced-motion.ts';

/**
 * Scrolls the page to `top` over a set time, as the theme's jQuery `animate({scrollTop})` did
 * (spec §9: 500 ms for the theme, 1 s to notices). The browser's own smooth scroll has no duration
 * to set, so the frames are ours. Reduced motion jumps at once; a new scroll replaces a running one.
 */
let frame = 0;

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function animateScrollTo(top: number, durationMs: number): void {
  cancelAnimationFrame(frame);
  const from = window.scrollY;
  const to = Math.max(0, Math.round(top));
  if (prefersReducedMotion() || from === to || durationMs <= 0) {
    window.scrollTo(0, to);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / durationMs);
    window.scrollTo(0, Math.round(from + (to - from) * ease(t)));
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}
