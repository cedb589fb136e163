/** The back-to-top button shows once the shopper has scrolled more than a viewport's height down. */
export function showsBackToTop(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight;
}

/** Smooth scrolling only when the shopper has not asked the system for reduced motion. */
export function scrollBehaviour(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}
