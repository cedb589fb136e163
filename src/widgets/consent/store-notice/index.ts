import type { WidgetModule } from '../../../runtime/types.ts';
import { hideStoreNotice, isStoreNoticeHidden } from './state/notice-cookies.ts';
import { dockAtBottom } from '../../../ui/bottom-dock.ts';
import { moveFocusAway } from '../../../ui/focus-fallback.ts';
import { STORE_NOTICE_TEXTS } from './texts.ts';

/** Bottom stack order: the coming-soon banner lowest, then this notice, then the cookie banner. */
export const STORE_NOTICE_DOCK_ORDER = 1;

/**
 * WooCommerce's store notice (`p.woocommerce-store-notice[data-notice-id]`, printed hidden): shown
 * unless its cookie says it was dismissed; the dismiss link sets `store_notice{id}=hidden` and
 * hides it without a reload (spec §4.11, legacy-contracts §6).
 */
const storeNotice: WidgetModule = {
  mount(host, context) {
    const noticeId = host.getAttribute('data-notice-id') ?? '';
    if (isStoreNoticeHidden(noticeId)) return undefined;
    if (!host.hasAttribute('aria-label') && !host.hasAttribute('aria-labelledby'))
      host.setAttribute('aria-label', STORE_NOTICE_TEXTS.region);
    if (!host.hasAttribute('role')) host.setAttribute('role', 'region');
    host.style.display = 'block';
    const dock = dockAtBottom(host, STORE_NOTICE_DOCK_ORDER);

    const dismiss = (event: Event) => {
      const link =
        event.target instanceof Element ? event.target.closest('.woocommerce-store-notice__dismiss-link') : null;
      if (!link) return;
      event.preventDefault();
      hideStoreNotice(noticeId);
      moveFocusAway(host);
      host.style.display = 'none';
      dock.update();
    };
    context.listen(host, 'click', dismiss);
    // The link is a button to assistive technology (role="button"), so Space works as on a button.
    context.listen(host, 'keydown', (event) => {
      if (event instanceof KeyboardEvent && event.key === ' ') dismiss(event);
    });

    return () => dock.release();
  },
};

export default storeNotice;
