import type { ApiError } from '../api/result.ts';
import { ERROR_TEXTS, errorText } from './errors.ts';

/** Said when WooCommerce refused the nonce: the page is too old to retry from. */
export const SESSION_EXPIRED_TEXT = 'Sesiunea a expirat. Reîncarcă pagina și încearcă din nou.';

/**
 * The text for a coupon call (checkout and cart page alike) that got no usable answer.
 * WooCommerce's nonce check answers `-1` with a 403: the page is too old, so the shopper is told
 * to reload rather than to retry.
 */
export function couponFailureText(error: ApiError | 'unreadable', note: string): string {
  if (error !== 'unreadable' && error.kind === 'http' && error.status === 403) return `${SESSION_EXPIRED_TEXT} ${note}`;
  return `${error === 'unreadable' ? ERROR_TEXTS.invalid_json : errorText(error)} ${note}`;
}
