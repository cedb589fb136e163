/** The only code that talks to the server. Widgets and state import from here. */
export type { ApiError, Result } from './result.ts';
export { ok, fail } from './result.ts';
export * as decoders from './decode.ts';
export type { Decoder } from './decode.ts';
export { wcAjax, wcAjaxUrl } from './wc-ajax.ts';
export type { CallOptions } from './wc-ajax.ts';
export { adminAjax, adminAjaxText, adminAjaxQuery, adminAjaxFireAndForget } from './admin-ajax.ts';
export { rest, restUrl } from './rest.ts';
export { createSerialQueue, cartQueue } from './queue.ts';
export type { SerialQueue } from './queue.ts';
export type { FormFields } from './form.ts';
export { drawProducts, skuAutocomplete } from './filter.ts';
export type { DrawnProducts, DrawRequest, SkuSuggestion } from './filter.ts';
export { quickView } from './quick-view.ts';
export { updateOrderReview, placeOrder, CHECKOUT_TIMEOUT_MS } from './checkout.ts';
export type { OrderReview, PlaceOrderAnswer } from './checkout.ts';
export { setMailchimpUser, mailchimpUserByHash } from './mailchimp.ts';
