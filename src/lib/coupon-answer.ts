import { parseNotices, type Notice } from './wc-notices.ts';

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
