import { readAnalyticsQueue } from '../../../../config/single-product.ts';

/**
 * The bridge to the store analytics queue (WooCommerce Analytics' `window._wca`, read through
 * config): events are pushed as the tracker expects, `_en` naming the event. Absent queue, no-op.
 */
export function pushAnalyticsEvent(event: Record<string, unknown>): boolean {
  const queue = readAnalyticsQueue();
  if (!queue) return false;
  queue.push(event);
  return true;
}
