/**
 * The "clear" link. WooCommerce 10.x's own sheet prints it `display: none; visibility: hidden`
 * (`.woocommerce div.product form.cart .reset_variations`); add-to-cart-variation.js's toggleResetLink
 * shows it with `css('visibility', 'visible')` and jQuery's fadeIn, an inline `display`, and hides it
 * with visibility alone. Visibility alone would leave the plugin's `display: none` in force.
 */
export function showResetLink(reset: HTMLElement, on: boolean): void {
  reset.style.visibility = on ? 'visible' : 'hidden';
  if (on) reset.style.display = 'inline';
}
