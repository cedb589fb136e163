import type { AttributionValues } from '../attribution/values.ts';

/**
 * The old script's public face (legacy-contracts §7): it added `getAttributionData()` and
 * `setOrderTracking(allow)` to the `wc_order_attribution` global, which consent tools call; for
 * the block checkout the values also go to the store as extension data.
 */
export function exposeAttributionApi(
  getData: () => AttributionValues,
  setTracking: (allow: boolean) => void,
): () => void {
  const target: unknown = (window as unknown as Record<string, unknown>)['wc_order_attribution'];
  if (typeof target !== 'object' || target === null) return () => undefined;
  const api = target as Record<string, unknown>;
  api['getAttributionData'] = getData;
  api['setOrderTracking'] = setTracking;
  return () => {
    delete api['getAttributionData'];
    delete api['setOrderTracking'];
  };
}

interface WpData {
  dispatch(
    store: string,
  ): { setExtensionData?: (namespace: string, data: unknown, replace?: boolean) => void } | undefined;
}

export function setCheckoutExtensionData(values: AttributionValues): void {
  const wp: unknown = (window as unknown as { wp?: { data?: unknown } }).wp?.data;
  if (typeof wp !== 'object' || wp === null || typeof (wp as WpData).dispatch !== 'function') return;
  (wp as WpData).dispatch('wc/store/checkout')?.setExtensionData?.('woocommerce/order-attribution', values, true);
}

/** WP Consent API: the category's consent decides tracking, now and whenever it changes. */
export function watchConsent(category: string, setTracking: (allow: boolean) => void): () => void {
  if (!category) return () => undefined;
  const has = (window as unknown as { wp_has_consent?: (category: string) => boolean }).wp_has_consent;
  if (typeof has === 'function') setTracking(has(category));
  const onChange = (event: Event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : null;
    if (typeof detail !== 'object' || detail === null || !(category in detail)) return;
    setTracking((detail as Record<string, unknown>)[category] === 'allow');
  };
  document.addEventListener('wp_listen_for_consent_change', onChange);
  return () => document.removeEventListener('wp_listen_for_consent_change', onChange);
}
