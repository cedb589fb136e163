import type { Notice } from '../../../lib/wc-notices.ts';
import { NOTICES, outerWooCommerce } from './cart-page-swap.ts';
import { announce } from '../../../ui/announce.ts';
import { bringNoticesIntoView } from '../../../ui/notices.ts';

/**
 * Notices the widget shows itself (a coupon answer, a failure) go where WooCommerce prints its
 * own: the page's notices wrapper, in WooCommerce's notice markup so the theme styles them. Only
 * text is written (a hostile code in a notice stays text), and the shared announcer reads it.
 */
function wrapper(): HTMLElement | null {
  const existing = document.querySelector<HTMLElement>(NOTICES);
  if (existing) return existing;
  const block = outerWooCommerce(document.body);
  if (!block) return null;
  const created = document.createElement('div');
  created.className = NOTICES.slice(1);
  block.before(created);
  return created;
}

export function showNotices(
  notices: readonly Notice[],
  tone: 'success' | 'error',
  options: { append?: boolean } = {},
): void {
  const target = wrapper();
  if (!target || notices.length === 0) return;
  const list = document.createElement(tone === 'error' ? 'ul' : 'div');
  list.className = tone === 'error' ? 'woocommerce-error' : 'woocommerce-message';
  for (const notice of notices) {
    const item = document.createElement(tone === 'error' ? 'li' : 'p');
    item.textContent = notice.text;
    list.append(item);
  }
  if (options.append) target.append(list);
  else target.replaceChildren(list);
  announce(notices.map((notice) => notice.text).join(' '), tone === 'error' ? 'assertive' : 'polite');
}

export function showFailure(text: string): void {
  showNotices([{ text, fieldId: '' }], 'error', { append: true });
}

/** Brings the notices into view and focus when there are any (after a swap); true when it does. */
export function focusNotices(): boolean {
  const target = document.querySelector<HTMLElement>(NOTICES);
  if (!target || (target.textContent ?? '').trim() === '') return false;
  bringNoticesIntoView(target);
  return true;
}
