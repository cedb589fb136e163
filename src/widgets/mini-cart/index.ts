import { readMiniCartReveal } from '../../config/cart-theme.ts';
import { onCartEvent } from '../../state/cart-events.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { hideWhenEmpty } from './hide-when-empty.ts';
import { createOffCanvas } from './off-canvas.ts';
import { REMOVE_SELECTOR, removeItem } from './remove.ts';
import { createDropdownReveal, forceStickyHeaderVisible, isShown } from './reveal.ts';

const OFF_CANVAS_TOGGLE = '[data-open="#cart-popup"]';

/**
 * One mini-cart, hosted on its `.widget_shopping_cart` box: the header dropdown's
 * `li.cart-item.has-dropdown > … > .widget_shopping_cart`, the off-canvas `#cart-popup`'s, or a
 * sidebar widget. The box outlives the fragments (only `.widget_shopping_cart_content` inside it
 * is replaced), so its listeners stay put while its content is swapped.
 */
const miniCart: WidgetModule = {
  mount(box) {
    // Themes nest the class (Flatsome's `li.widget_shopping_cart > div.widget_shopping_cart`): the outer box owns it.
    if (box.parentElement?.closest('.widget_shopping_cart')) return undefined;
    const cleanups: (() => void)[] = [];
    const dropdownItem = box.closest<HTMLElement>('li.cart-item.has-dropdown');
    const panel = box.closest<HTMLElement>('#cart-popup');
    const dropdown = dropdownItem ? createDropdownReveal(dropdownItem) : null;
    const offCanvas = panel ? createOffCanvas(panel) : null;
    if (dropdown) cleanups.push(dropdown.dispose);
    if (offCanvas) cleanups.push(offCanvas.dispose);

    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(REMOVE_SELECTOR) : null;
      if (!link || !box.contains(link)) return;
      const hadFocus = box.contains(document.activeElement);
      if (!removeItem(link, (removed) => removed && hadFocus && refocus(box, panel))) return;
      event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(REMOVE_SELECTOR) : null;
      if (event.key !== ' ' || !link) return;
      event.preventDefault();
      link.click();
    };
    box.addEventListener('click', onClick);
    box.addEventListener('keydown', onKeyDown);
    cleanups.push(() => {
      box.removeEventListener('click', onClick);
      box.removeEventListener('keydown', onKeyDown);
    });

    if (offCanvas) {
      const onToggle = (event: MouseEvent) => {
        const toggle = event.target instanceof Element ? event.target.closest(OFF_CANVAS_TOGGLE) : null;
        if (!toggle) return;
        event.preventDefault();
        offCanvas.open(toggle);
      };
      document.addEventListener('click', onToggle);
      cleanups.push(() => document.removeEventListener('click', onToggle));
    }

    cleanups.push(
      onCartEvent('added', () => {
        if (!readMiniCartReveal()) return;
        forceStickyHeaderVisible();
        if (dropdown && dropdownItem && isShown(dropdownItem)) dropdown.reveal();
        else if (offCanvas && !visibleDropdownCart() && [...document.querySelectorAll(OFF_CANVAS_TOGGLE)].some(isShown)) offCanvas.open();
      }),
    );

    if (box.querySelector('.hide_cart_widget_if_empty')) cleanups.push(hideWhenEmpty(box));
    return () => cleanups.forEach((cleanup) => cleanup());
  },
};

function visibleDropdownCart(): boolean {
  return [...document.querySelectorAll('li.cart-item.has-dropdown')].some(isShown);
}

/** The removed row took the focus with it; it goes to the next remove link, or to the cart box. */
function refocus(box: HTMLElement, panel: HTMLElement | null): void {
  if (box.contains(document.activeElement)) return;
  const next = box.querySelector<HTMLElement>(`${REMOVE_SELECTOR}, a[href]`);
  if (next) next.focus();
  else if (panel) panel.focus();
}

export default miniCart;
