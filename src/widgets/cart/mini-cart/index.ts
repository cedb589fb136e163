import { createElement } from 'react';
import type { WidgetModule } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { MiniCart } from './MiniCart.tsx';
import { isNestedBox } from './model.ts';
import { CART_EVENTS } from '../../../lib/events.ts';

/**
 * One mini-cart, hosted on its `.widget_shopping_cart` box: the header dropdown's
 * `li.cart-item.has-dropdown > … > .widget_shopping_cart`, the off-canvas `#cart-popup`'s, or a
 * sidebar widget. The box outlives the fragments (only `.widget_shopping_cart_content` inside it
 * is replaced), so the React root sits in a container of its own at the end of the box.
 */
const miniCart: WidgetModule = {
  mount(box, context) {
    // Themes nest the class (Flatsome's `li.widget_shopping_cart > div.widget_shopping_cart`): the outer box owns it.
    if (isNestedBox(box)) return undefined;
    const container = document.createElement('div');
    container.hidden = true; // everything it draws goes through portals (the panel's close button, the backdrop)
    box.append(container);
    // Woken by an add (design §8: the mini-cart renders when it opens), that add reveals it too.
    const revealNow = context.cause?.type === CART_EVENTS.added;
    const props = {
      box,
      dropdownItem: box.closest<HTMLElement>('li.cart-item.has-dropdown'),
      panel: box.closest<HTMLElement>('#cart-popup'),
      revealNow,
      listen: context.listen,
      run: context.run,
    };
    return mountReact(container, createElement(MiniCart, props), context);
  },
};

export default miniCart;
