import { PageSamples } from './model.ts';

let shared: PageSamples | null = null;

/**
 * One collector of pointer activity for the whole page, started with the first form (passive
 * listeners, bounded buffers), and kept for the page's life: every form reads the same samples.
 */
export function pageSamples(): PageSamples {
  if (shared) return shared;
  const samples = new PageSamples();
  shared = samples;
  const options = { passive: true, capture: true };
  document.addEventListener('mousemove', () => samples.mouseMoves.hit(performance.now()), options);
  document.addEventListener('touchmove', () => samples.touchMoves.hit(performance.now()), options);
  document.addEventListener('scroll', () => samples.scrolls.hit(performance.now()), options);
  document.addEventListener('touchstart', () => samples.touchStart(performance.now()), options);
  document.addEventListener('touchend', () => samples.touchEnd(performance.now()), options);
  return samples;
}
