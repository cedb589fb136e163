import { navigableUrl } from '../../../lib/safe-navigation.ts';

export type PaymentTarget = { readonly kind: 'go'; readonly url: string } | { readonly kind: 'refused' };

/**
 * Where a successful order sends the shopper (legacy-contracts §20): any http(s) URL,
 * because off-site payment pages (NETOPIA, EuPlatesc, PayU, Stripe Checkout) are the normal case,
 * as are the shop's order-pay page and a `#confirm-pi-…` hash a gateway's script handles. Other
 * schemes (`javascript:`, `data:`, …) and text that is no URL are refused.
 */
export function paymentTarget(redirect: string, base: string): PaymentTarget {
  const url = navigableUrl(redirect, base, { crossOrigin: true });
  return url === null ? { kind: 'refused' } : { kind: 'go', url };
}
