import type { WidgetDefinition } from './runtime/types.ts';

/**
 * The one list of widgets. The runtime knows widgets only through these rows; each `load` is a
 * dynamic import, so every widget becomes its own lazy chunk. Keep rows sorted by name.
 */
export const registry: readonly WidgetDefinition[] = [
  { name: 'add-to-cart', selector: '.add_to_cart_button.ajax_add_to_cart', trigger: 'idle', load: () => import('./widgets/add-to-cart/index.ts') },
  // The cart cache serves the whole page (header count, every mini-cart): hosted once on body, mounted at once.
  { name: 'cart-fragments', selector: 'body', trigger: 'now', load: () => import('./widgets/cart-fragments/index.ts') },
  { name: 'cart-page', selector: 'form.woocommerce-cart-form', trigger: 'idle', load: () => import('./widgets/cart-page/index.ts') },
  { name: 'discount-swap', selector: '.awdr_change_product, select.awdr-change-free-product', trigger: 'idle', load: () => import('./widgets/discount-swap/index.ts') },
  { name: 'mini-cart', selector: '.widget_shopping_cart', trigger: 'idle', load: () => import('./widgets/mini-cart/index.ts') },
];
