import type { ApiError } from '../api/index.ts';
import { ERROR_TEXTS, errorText } from '../i18n/index.ts';
import { parseNotices, type Notice } from './wc-notices.ts';

/** Said when WooCommerce refused the nonce: the page is too old to retry from. */
export const SESSION_EXPIRED_TEXT = 'Sesiunea a expirat. Reîncarcă pagina și încearcă din nou.';

/**
 * The answer of `apply_coupon` / `remove_coupon` (checkout and cart page alike) is WooCommerce's printed notices (HTML). Only an
 * answer that holds a notice counts: anything else (a PHP error page cut short, JSON from a
 * conflicting plugin) is a broken answer, not a message to show.
 */
export interface CouponAnswer {
  readonly tone: 'success' | 'error';
  readonly notices: readonly Notice[];
}

const NOTICE = '.woocommerce-error, .woocommerce-message, .woocommerce-info';

export function parseCouponAnswer(html: string): CouponAnswer | null {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks = [...doc.body.querySelectorAll(NOTICE)];
  if (blocks.length === 0) return null;
  const notices = blocks.flatMap((block) => parseNotices(block.outerHTML));
  if (notices.length === 0) return null;
  return { tone: blocks.some((block) => block.matches('.woocommerce-error')) ? 'error' : 'success', notices };
}

/**
 * The text for a call that got no usable answer. WooCommerce's nonce check answers `-1` with a 403:
 * the page is too old, so the shopper is told to reload rather than to retry.
 */
export function couponFailureText(error: ApiError | 'unreadable', note: string): string {
  if (error !== 'unreadable' && error.kind === 'http' && error.status === 403) return `${SESSION_EXPIRED_TEXT} ${note}`;
  return `${error === 'unreadable' ? ERROR_TEXTS.invalid_json : errorText(error)} ${note}`;
}
