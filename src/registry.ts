import type { WidgetDefinition } from './runtime/types.ts';

/**
 * The one list of widgets. The runtime knows widgets only through these rows; each `load` is a
 * dynamic import, so every widget becomes its own lazy chunk. Keep rows sorted by name.
 */
export const registry: readonly WidgetDefinition[] = [
  { name: 'accordion', selector: '.accordion', trigger: 'now', load: () => import('./widgets/accordion/index.ts') },
  { name: 'add-to-cart', selector: '.add_to_cart_button.ajax_add_to_cart', trigger: 'idle', load: () => import('./widgets/add-to-cart/index.ts') },
  { name: 'admin-notices', selector: '.ademti-dismiss[data-ademti-notice-slug], .ademti-snooze[data-ademti-notice-slug]', trigger: 'idle', load: () => import('./widgets/admin-notices/index.ts') },
  // Akismet's behaviour fields on every posted form; no UI, so it may mount before React is around.
  { name: 'anti-spam', selector: 'form[method="post" i]', trigger: 'idle', load: () => import('./widgets/anti-spam/index.ts') },
  { name: 'back-to-top', selector: 'a.back-to-top', trigger: 'idle', load: () => import('./widgets/back-to-top/index.ts') },
  // Editors only (the widget checks can_edit_pages); the server prints the marker only for them too.
  { name: 'block-edit-links', selector: 'div.block-edit-link', trigger: 'idle', load: () => import('./widgets/block-edit-links/index.ts') },
  { name: 'card-swatches', selector: '.ux-swatches-in-loop', trigger: 'idle', load: () => import('./widgets/card-swatches/index.ts') },
  // The cart cache serves the whole page (header count, every mini-cart): hosted once on body, mounted at once.
  { name: 'cart-fragments', selector: 'body', trigger: 'now', load: () => import('./widgets/cart-fragments/index.ts') },
  // Hosted on the cart page's body: the form and totals it enhances are swapped after each change.
  { name: 'cart-page', selector: 'body.woocommerce-cart', trigger: 'idle', load: () => import('./widgets/cart-page/index.ts') },
  { name: 'checkout-invoicing', selector: 'form.checkout', trigger: 'idle', load: () => import('./widgets/checkout-invoicing/index.ts') },
  { name: 'coming-soon-banner', selector: '#coming-soon-footer-banner', trigger: 'idle', load: () => import('./widgets/coming-soon-banner/index.ts') },
  // Parked scripts and pixels run once their consent category is accepted (spec §4.10).
  { name: 'consent-scripts', selector: 'script[data-cli-class="cli-blocker-script"], script[type="text/plain"][data-category]', trigger: 'idle', load: () => import('./widgets/consent-scripts/index.ts') },
  { name: 'contact-form', selector: '.wpcf7[data-wpcf7-id]', trigger: 'idle', load: () => import('./widgets/contact-form/index.ts') },
  { name: 'content-slider', selector: '.slider-wrapper > .slider[data-flickity-options]', trigger: 'visible', load: () => import('./widgets/content-slider/index.ts') },
  { name: 'content-tabs', selector: '.tabbed-content:not(.woocommerce-tabs)', trigger: 'now', load: () => import('./widgets/content-tabs/index.ts') },
  { name: 'cookie-consent', selector: '#cookie-law-info-bar', trigger: 'idle', load: () => import('./widgets/cookie-consent/index.ts') },
  // Counting starts as the number comes into view; the final value is already in the HTML.
  { name: 'count-up', selector: 'span.count-up', trigger: 'visible', load: () => import('./widgets/count-up/index.ts') },
  { name: 'discount-swap', selector: '.awdr_change_product, select.awdr-change-free-product', trigger: 'idle', load: () => import('./widgets/discount-swap/index.ts') },
  { name: 'header-nav', selector: '#header', trigger: 'idle', load: () => import('./widgets/header-nav/index.ts') },
  { name: 'lightbox', selector: '.lightbox-gallery, a.image-lightbox, a.open-video, [data-open]:not([data-open="#main-menu"]):not([data-open="#cart-popup"])', trigger: 'idle', load: () => import('./widgets/lightbox/index.ts') },
  { name: 'listing', selector: 'form.woocommerce-ordering, .woocommerce-result-count, .products', trigger: 'idle', load: () => import('./widgets/listing/index.ts') },
  // The header search (desktop and mobile menu); React and floating-ui load on the first focus or pointer.
  { name: 'live-search', selector: 'form.searchform', trigger: 'interaction', load: () => import('./widgets/live-search/index.ts') },
  { name: 'mini-cart', selector: '.widget_shopping_cart', trigger: 'idle', load: () => import('./widgets/mini-cart/index.ts') },
  { name: 'mobile-menu', selector: 'div.mobile-sidebar[id]', trigger: 'idle', load: () => import('./widgets/mobile-menu/index.ts') },
  { name: 'newsletter', selector: '#billing_email, #username, #reg_email, #contact-fields input[type="email"], #mailchimp_woocommerce_newsletter, #subscribe-to-newsletter', trigger: 'idle', load: () => import('./widgets/newsletter/index.ts') },
  // Counts every page view (visits, pages per session), so it is hosted on body; it also fills each inputs group.
  { name: 'order-attribution', selector: 'body, wc-order-attribution-inputs', trigger: 'idle', load: () => import('./widgets/order-attribution/index.ts') },
  { name: 'order-review', selector: '#order_review', trigger: 'idle', load: () => import('./widgets/order-review/index.ts') },
  // Flatsome wraps it on narrow screens; a tiny DOM-only chunk, mounted at once so the page never scrolls sideways for long.
  { name: 'orders-table', selector: 'table.woocommerce-orders-table', trigger: 'now', load: () => import('./widgets/orders-table/index.ts') },
  // The meter mounts at idle; its estimator (zxcvbn) is fetched only on the first keystroke.
  { name: 'password-strength', selector: 'form.register #reg_password, form.checkout #account_password, form.edit-account #password_1, form.lost_reset_password #password_1', trigger: 'idle', load: () => import('./widgets/password-strength/index.ts') },
  { name: 'password-toggle', selector: 'form .woocommerce-Input[type="password"], .woocommerce form span > input[type="password"]', trigger: 'idle', load: () => import('./widgets/password-toggle/index.ts') },
  { name: 'photo-feed', selector: '[data-flatsome-instagram]', trigger: 'visible', load: () => import('./widgets/photo-feed/index.ts') },
  { name: 'post-rating', selector: '.js-rmp-widgets-container', trigger: 'visible', load: () => import('./widgets/post-rating/index.ts') },
  { name: 'post-rating-results', selector: '.js-rmp-results-widget', trigger: 'visible', load: () => import('./widgets/post-rating-results/index.ts') },
  { name: 'product-analytics', selector: 'body.single-product div.product[id^="product-"]', trigger: 'idle', load: () => import('./widgets/product-analytics/index.ts') },
  { name: 'product-filter', selector: '.woof', trigger: 'now', load: () => import('./widgets/product-filter/index.ts') },
  { name: 'product-gallery', selector: '.woocommerce-product-gallery', trigger: 'now', load: () => import('./widgets/product-gallery/index.ts') },
  { name: 'product-tabs', selector: '.woocommerce-tabs', trigger: 'now', load: () => import('./widgets/product-tabs/index.ts') },
  { name: 'quantity', selector: 'div.quantity', trigger: 'idle', load: () => import('./widgets/quantity/index.ts') },
  { name: 'quantity-discounts', selector: 'div.product form.cart', trigger: 'idle', load: () => import('./widgets/quantity-discounts/index.ts') },
  { name: 'quick-view', selector: '.quick-view[data-prod]', trigger: 'idle', load: () => import('./widgets/quick-view/index.ts') },
  { name: 'review-form', selector: '#respond', trigger: 'idle', load: () => import('./widgets/review-form/index.ts') },
  { name: 'reviews', selector: '.cr-reviews-ajax-comments, .cr-qna-block, .cr-all-reviews-shortcode', trigger: 'idle', load: () => import('./widgets/reviews/index.ts') },
  { name: 'reviews-grid', selector: '.cr-reviews-grid', trigger: 'idle', load: () => import('./widgets/reviews-grid/index.ts') },
  { name: 'reviews-slider', selector: '.cr-reviews-slider[data-slick]', trigger: 'visible', load: () => import('./widgets/reviews-slider/index.ts') },
  { name: 'sticky-add-to-cart', selector: '.sticky-add-to-cart-wrapper', trigger: 'idle', load: () => import('./widgets/sticky-add-to-cart/index.ts') },
  // Tiny and without React: mounted at once, so the notice takes its place in the bottom stack before the cookie banner.
  { name: 'store-notice', selector: '.woocommerce-store-notice[data-notice-id]', trigger: 'now', load: () => import('./widgets/store-notice/index.ts') },
  // Fixed at the bottom from the first paint, so it mounts at once (no React, 1.9 KB before load) to honour the hide
  // cookie and join the bottom stack before the first paint (mounted at idle, a small shift showed once under load).
  { name: 'trust-badge', selector: '#cr_floatingtrustbadge', trigger: 'now', load: () => import('./widgets/trust-badge/index.ts') },
  // Swatches draw with React, so they wait for idle (after `load`); the form logic above them is `now`.
  { name: 'variation-swatches', selector: 'form.variations_form .ux-swatches[data-attribute_name]:not(.ux-swatches-in-loop)', trigger: 'idle', load: () => import('./widgets/variation-swatches/index.ts') },
  { name: 'variations', selector: 'form.variations_form', trigger: 'now', load: () => import('./widgets/variations/index.ts') },
];
