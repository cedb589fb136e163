import type { VitrinaEventName } from './lib/events.ts';
import type { WidgetDefinition } from './runtime/types.ts';

/** The part of the shop a widget belongs to: its folder under `src/widgets/`. */
type Area =
  'cart' | 'catalogue' | 'product' | 'reviews' | 'checkout' | 'account' | 'contact' | 'content' | 'consent' | 'theme';

/**
 * The plugins and theme parts a site owner retires one at a time (the WordPress plugin's settings
 * page lists these). Retiring one dequeues the handles its widgets name and switches those widgets
 * on; a part with no handles (WooCommerce's own enhancements) only switches its widgets on.
 */
export const PLUGINS = {
  'woocommerce-cart': 'WooCommerce: add to cart, cart fragments, mini-cart and cart page',
  'woocommerce-product': 'WooCommerce: product page (gallery, tabs, variations, review form)',
  'woocommerce-checkout': 'WooCommerce: checkout (with SmartBill invoicing fields)',
  'woocommerce-account': 'WooCommerce: account forms (password strength and show password)',
  'woocommerce-order-attribution': 'WooCommerce: order attribution',
  woocommerce: 'WooCommerce: listing, store notice, coming-soon banner, product analytics (no script retired)',
  'husky-products-filter': 'HUSKY – Products Filter (WOOF): catalogue filter',
  'woo-discount-rules': 'Woo Discount Rules: quantity discounts and free-product swap',
  'customer-reviews': 'Customer Reviews for WooCommerce: reviews, Q & A, grid, slider, trust badge',
  'mailchimp-for-woocommerce': 'Mailchimp for WooCommerce: newsletter and cart e-mail',
  'contact-form-7': 'Contact Form 7',
  akismet: 'Akismet: anti-spam fields on forms',
  'rate-my-post': 'Rate My Post: post rating',
  'cookie-law-info': 'CookieLawInfo: cookie consent and parked scripts',
  'dismissible-wp-notices': 'Dismissible notices',
  'flatsome-live-search': 'Flatsome: live search',
  flatsome: 'Flatsome: menus, sliders, tabs, lightbox, quick view, swatches and other theme behaviour',
} as const;

export type PluginKey = keyof typeof PLUGINS;

/** A registry row: what the runtime needs to mount the widget, and what the site owner needs to retire it. */
export interface WidgetRow extends WidgetDefinition {
  readonly area: Area;
  /** Whose scripts the widget replaces; all widgets of one plugin are switched on and off together. */
  readonly plugin: PluginKey;
  /**
   * The script handles this widget's share of the plugin replaces (both names where WooCommerce 10.3
   * renamed one). A handle several widgets of one plugin replace together is named by each of them;
   * a handle no plugin's widgets fully replace is named nowhere.
   */
  readonly retires: readonly string[];
  /** The page globals (`wp_localize_script` data, inline globals) the widget reads through `config/`. */
  readonly globals: readonly string[];
  /** One of Vitrina's own events (lib/events.ts), spelled in the row so the table stays out of the entry. */
  readonly wake?: VitrinaEventName;
}
