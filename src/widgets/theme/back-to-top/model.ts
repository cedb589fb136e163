/** The back-to-top button shows once the shopper has scrolled more than a viewport's height down. */
export function showsBackToTop(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight;
}
