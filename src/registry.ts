import type { WidgetDefinition } from './runtime/types.ts';

/**
 * The one list of widgets. The runtime knows widgets only through these rows; each `load` is a
 * dynamic import, so every widget becomes its own lazy chunk. Keep rows sorted by name.
 */
export const registry: readonly WidgetDefinition[] = [
  { name: 'add-to-cart', selector: '.add_to_cart_button.ajax_add_to_cart', trigger: 'idle', load: () => import('./widgets/add-to-cart/index.ts') },
  // The cart cache serves the whole page (header count, every mini-cart): hosted once on body, mounted at once.
  { name: 'cart-fragments', selector: 'body', trigger: 'now', load: () => import('./widgets/cart-fragments/index.ts') },
  { name: 'card-swatches', selector: '.ux-swatches-in-loop', trigger: 'idle', load: () => import('./widgets/card-swatches/index.ts') },
  { name: 'cart-page', selector: 'form.woocommerce-cart-form', trigger: 'idle', load: () => import('./widgets/cart-page/index.ts') },
  { name: 'checkout-invoicing', selector: 'form.checkout', trigger: 'idle', load: () => import('./widgets/checkout-invoicing/index.ts') },
  { name: 'discount-swap', selector: '.awdr_change_product, select.awdr-change-free-product', trigger: 'idle', load: () => import('./widgets/discount-swap/index.ts') },
  { name: 'listing', selector: 'form.woocommerce-ordering, .woocommerce-result-count, .products', trigger: 'idle', load: () => import('./widgets/listing/index.ts') },
  { name: 'mini-cart', selector: '.widget_shopping_cart', trigger: 'idle', load: () => import('./widgets/mini-cart/index.ts') },
  { name: 'newsletter', selector: '#billing_email, #username, #reg_email, #contact-fields input[type="email"], #mailchimp_woocommerce_newsletter, #subscribe-to-newsletter', trigger: 'idle', load: () => import('./widgets/newsletter/index.ts') },
  // Counts every page view (visits, pages per session), so it is hosted on body; it also fills each inputs group.
  { name: 'order-attribution', selector: 'body, wc-order-attribution-inputs', trigger: 'idle', load: () => import('./widgets/order-attribution/index.ts') },
  { name: 'order-review', selector: '#order_review', trigger: 'idle', load: () => import('./widgets/order-review/index.ts') },
  { name: 'product-analytics', selector: 'body.single-product div.product[id^="product-"]', trigger: 'idle', load: () => import('./widgets/product-analytics/index.ts') },
  { name: 'product-filter', selector: '.woof', trigger: 'now', load: () => import('./widgets/product-filter/index.ts') },
  { name: 'product-gallery', selector: '.woocommerce-product-gallery', trigger: 'now', load: () => import('./widgets/product-gallery/index.ts') },
  { name: 'product-tabs', selector: '.woocommerce-tabs', trigger: 'now', load: () => import('./widgets/product-tabs/index.ts') },
  { name: 'quick-view', selector: '.quick-view[data-prod]', trigger: 'idle', load: () => import('./widgets/quick-view/index.ts') },
  { name: 'quantity', selector: 'div.quantity', trigger: 'idle', load: () => import('./widgets/quantity/index.ts') },
  { name: 'quantity-discounts', selector: 'div.product form.cart', trigger: 'idle', load: () => import('./widgets/quantity-discounts/index.ts') },
  { name: 'review-form', selector: '#respond', trigger: 'idle', load: () => import('./widgets/review-form/index.ts') },
  { name: 'sticky-add-to-cart', selector: '.sticky-add-to-cart-wrapper', trigger: 'idle', load: () => import('./widgets/sticky-add-to-cart/index.ts') },
  // Swatches draw with React, so they wait for idle (after `load`); the form logic above them is `now`.
  { name: 'variation-swatches', selector: 'form.variations_form .ux-swatches[data-attribute_name]:not(.ux-swatches-in-loop)', trigger: 'idle', load: () => import('./widgets/variation-swatches/index.ts') },
  { name: 'variations', selector: 'form.variations_form', trigger: 'now', load: () => import('./widgets/variations/index.ts') },
];
