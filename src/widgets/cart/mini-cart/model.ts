/**
 * Themes nest the mini-cart's class (Flatsome's `li.widget_shopping_cart > div.widget_shopping_cart`):
 * only the outermost box hosts a mini-cart, so the inner one is left alone.
 */
export function isNestedBox(box: Element): boolean {
  return Boolean(box.parentElement?.closest('.widget_shopping_cart'));
}
