/**
 * The bar shows only when the product area has left the viewport upwards: not intersecting AND
 * its bottom above 0. An area below the viewport (not yet reached) does not show it.
 */
export function isAboveViewport(isIntersecting: boolean, bottom: number): boolean {
  return !isIntersecting && bottom < 0;
}
