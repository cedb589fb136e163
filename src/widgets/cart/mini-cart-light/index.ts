import type { WidgetModule } from '../../../runtime/types.ts';
import { AJAX_ADD_BUTTON, lightAddButton } from './add-button.ts';
import { lightDropdown } from './dropdown.ts';

/**
 * The cart's light half (design §8, "answered at once"), plain DOM, mounted when its host is seen:
 * until the mini-cart's React (on `#cart-popup`), the header's script (header-nav, at idle) and the
 * add-to-cart chunk are there, the first click, tap or Enter on the off-canvas cart's opener shows
 * the printed panel in the next paint, the first hover or focus on the header cart opens its
 * printed dropdown, and the first press of an add button shows it busy. Each stands down once the
 * half it stands in for is mounted; the press itself is held by the runtime and played once to it.
 * The off-canvas opener and the "hide if empty" box are rare (not on a dropdown header's page):
 * their code is fetched only where they are, so every other page loads the dropdown alone.
 */
const miniCartLight: WidgetModule = {
  async mount(host, context) {
    if (host.matches(AJAX_ADD_BUTTON)) lightAddButton(host, context.listen);
    else if (host.hasAttribute('data-open')) (await import('./off-canvas.ts')).lightOffCanvas(host, context.listen);
    else lightDropdown(host, context.listen);
    // WooCommerce's cart script hides a "hide if empty" mini-cart at load (spec §2.6); the React
    // mini-cart waits for a touch, so the hiding starts here, when the header cart is seen.
    const box = host.querySelector<HTMLElement>('.widget_shopping_cart');
    const stopHiding = box?.querySelector('.hide_cart_widget_if_empty')
      ? (await import('./hide-empty.ts')).hideEmptyBox(box)
      : undefined;
    host.setAttribute('data-vitrina-light', '');
    return () => {
      stopHiding?.();
      host.removeAttribute('data-vitrina-light');
    };
  },
};

export default miniCartLight;
