import { readStoreContext } from './config/store-context.ts';
import { pushAnalyticsEvent } from './legacy/analytics-queue.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { productViewEvent } from './model.ts';
import { readProductView } from './read.ts';

const recorded = new Set<number>();

/** Records product_view once per product page view in the store analytics queue (spec §3.5), with the store context (§3.11). */
const productAnalytics: WidgetModule = {
  mount(host) {
    const view = readProductView(host);
    if (!view || recorded.has(view.id)) return undefined;
    const context = readStoreContext();
    if (pushAnalyticsEvent(productViewEvent({ ...view, currency: context.currency }, context))) recorded.add(view.id);
    return undefined;
  },
};

export default productAnalytics;
