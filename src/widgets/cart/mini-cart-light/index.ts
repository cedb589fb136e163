import type { WidgetModule } from '../../../runtime/types.ts';
import { hideWhenEmpty } from '../../../state/cart/hide-when-empty.ts';
import { OFF_CANVAS_TOGGLE } from '../../../ui/off-canvas-panel.ts';
import { lightDropdown } from './dropdown.ts';
import { lightOffCanvas } from './off-canvas.ts';

/**
 * The mini-cart's light half (design §8, "answered at once"), plain DOM, mounted when the header's
 * cart is seen: until the mini-cart's React (on `#cart-popup`) and the header's script (header-nav,
 * at idle) are there, the first click, tap or Enter on the off-canvas cart's opener shows the
 * printed panel in the next paint, and the first hover or focus on the header cart opens its
 * printed dropdown. Each stands down once the half it stands in for is mounted; the click itself
 * is held by the runtime and played once, to React, which then draws the rest (backdrop, close).
 */
const miniCartLight: WidgetModule = {
  mount(host, context) {
    if (host.matches(OFF_CANVAS_TOGGLE)) lightOffCanvas(host, context.listen);
    else lightDropdown(host, context.listen);
    // WooCommerce's cart script hides a "hide if empty" mini-cart at load (spec §2.6); the React
    // mini-cart waits for a touch, so the hiding starts here, when the header cart is seen.
    const box = host.querySelector<HTMLElement>('.widget_shopping_cart');
    const stopHiding = box?.querySelector('.hide_cart_widget_if_empty') ? hideWhenEmpty(box) : undefined;
    host.setAttribute('data-vitrina-light', '');
    return () => {
      stopHiding?.();
      host.removeAttribute('data-vitrina-light');
    };
  },
};

export default miniCartLight;
