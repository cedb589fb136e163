/**
 * The product_view event of the store analytics queue (spec §3.5): id (integer), name, category
 * path, price as a decimal string, type, currency, and the content id `{parentId}_{productId}`
 * with quantity 1. On the product page the viewed product is its own parent, so the content id is
 * `{id}_{id}`; a variation view (not recorded here) would be `{parentId}_{variationId}`.
 */
export interface ProductViewInput {
  readonly id: number;
  readonly parentId?: number;
  readonly name: string;
  readonly categories: readonly string[];
  readonly price: string;
  readonly type: string;
  readonly currency: string;
}

/** The store context every event carries (spec §3.11). */
export interface EventContext {
  readonly timezone: string;
  readonly isGuest: boolean;
  readonly storeAdmin: boolean;
  readonly device: string;
}

export function toDecimalPrice(text: string, decimalSeparator = '.', thousandSeparator = ','): string {
  const cleaned = text
    .replace(/[^\d.,-]/g, '')
    .split(thousandSeparator)
    .join('')
    .replace(decimalSeparator, '.');
  const value = Number(cleaned);
  return cleaned !== '' && Number.isFinite(value) ? value.toFixed(2) : '';
}

export function productViewEvent(input: ProductViewInput, context: EventContext): Record<string, unknown> {
  const contentId = `${input.parentId || input.id}_${input.id}`;
  return {
    _en: 'woocommerceanalytics_product_view',
    pi: input.id,
    pn: input.name,
    pc: input.categories.join('/'),
    pp: input.price,
    pt: input.type,
    currency: input.currency,
    content_ids: [contentId],
    contents: [{ id: contentId, quantity: 1 }],
    store_currency: input.currency,
    timezone: context.timezone,
    is_guest: context.isGuest ? 1 : 0,
    store_admin: context.storeAdmin ? 1 : 0,
    device: context.device,
  };
}
