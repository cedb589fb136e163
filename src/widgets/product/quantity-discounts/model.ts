/**
 * The last quantity always wins. The original sent one request per change with no abort, so an
 * answer for 3 pieces arriving after the answer for 5 left the price of 3 on the page
 * (legacy-contracts §13 behaviour 1). Every request takes a ticket; only the newest ticket's
 * answer may be applied.
 */
export interface LatestGate<K> {
  /** Starts a request for `key`; returns its ticket. */
  begin(key: K): number;
  /** True when `ticket` is still the newest request (a newer quantity makes older answers stale). */
  isCurrent(ticket: number): boolean;
  current(): K | undefined;
}

export function createLatestGate<K>(): LatestGate<K> {
  let latest = 0;
  let latestKey: K | undefined;
  return {
    begin(key) {
      latest += 1;
      latestKey = key;
      return latest;
    },
    isCurrent: (ticket) => ticket === latest,
    current: () => latestKey,
  };
}

export type PriceUpdateSetting = 'show_when_matched' | 'show_dynamically' | string;

/** The price area follows the quantity only with `show_dynamically` (spec §7.2, §9). */
export function followsQuantity(setting: PriceUpdateSetting): boolean {
  return setting === 'show_dynamically';
}

/** A variation id of '', '0' (or a bundled variation) skips the bulk table reload (legacy-contracts §13 behaviour 3). */
export function bulkTableProductId(variationId: string | number | null | undefined, bundled = false): string | null {
  if (bundled || variationId === null || variationId === undefined) return null;
  const id = String(variationId).trim();
  return id === '' || id === '0' ? null : id;
}

/**
 * What a discounted price is for: the product or chosen variation, and the quantity. An answer is
 * applied only while the form still shows both (a late answer for variation A must not land on B).
 */
export function priceKey(productId: string, quantity: string): string {
  return `${productId}\u0000${quantity}`;
}
