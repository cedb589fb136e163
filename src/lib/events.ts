/**
 * Vitrina's own DOM events, named once so that a dispatcher and its listeners cannot drift apart.
 * Names follow design §3, `vitrina:<widget>:<event>`; `vitrina:ready` and `vitrina:cart:*` are
 * documented for outside code (docs/architecture.md), so they never change. The events WooCommerce,
 * jQuery and the plugins name themselves (`added_to_cart`, `wpcf7submit`, …) keep their own names
 * and live with their bridges in legacy/.
 *
 * The entry's own two (`ready`, and the mini-cart's wake in the registry) are spelled where they are
 * used and typed with `VitrinaEventName`: importing these objects would put every name in the entry,
 * about 130 B gzip over its 6.5 KB budget, while the type costs nothing and still refuses a typo.
 */

/** The cart's events, dispatched on body and bubbling (widgets/cart/shared/state/events.ts says what each carries). */
export const CART_EVENTS = {
  adding: 'vitrina:cart:adding',
  added: 'vitrina:cart:added',
  removed: 'vitrina:cart:removed',
  'fragments-refreshed': 'vitrina:cart:fragments-refreshed',
  'fragments-loaded': 'vitrina:cart:fragments-loaded',
  'fragments-error': 'vitrina:cart:fragments-error',
} as const;

export const VITRINA_EVENTS = {
  /** On document, once the first scan's `now` widgets are mounted (design §4). */
  ready: 'vitrina:ready',
  /** On the variations form: a variation was found and shown, or the shown one went. */
  variationShow: 'vitrina:variations:show',
  variationHide: 'vitrina:variations:hide',
  /** On the product tabs' list: another tab opened. */
  productTabChange: 'vitrina:product-tabs:change',
  /** On the filter's host: the catalogue was redrawn for a new filter link. */
  productFilterRedrawn: 'vitrina:product-filter:redrawn',
} as const;

type ValueOf<T> = T[keyof T];

/** Any of the names above. */
export type VitrinaEventName = ValueOf<typeof CART_EVENTS> | ValueOf<typeof VITRINA_EVENTS>;
