export { DEFAULTS } from './defaults.ts';
export { readEndpoints, readAddToCartParams, readCartFragmentsParams } from './woocommerce.ts';
export type { Endpoints, AddToCartParams, CartFragmentsParams } from './woocommerce.ts';
export { readRestSettings } from './rest.ts';
export type { RestSettings } from './rest.ts';
export { readPriceFormat } from './price-format.ts';
export type { PriceFormat } from './price-format.ts';
export { isWidgetEnabled } from './widgets.ts';
