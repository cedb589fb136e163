import { dismissComingSoonBanner } from '../shared/api/notices.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { announce, prepareAnnouncer } from '../../../ui/announce.ts';
import { setBusy } from '../../../ui/busy.ts';
import { dockAtBottom } from '../../../ui/bottom-dock.ts';
import { moveFocusAway } from '../../../ui/focus-fallback.ts';
import { COMING_SOON_TEXTS } from './texts.ts';

export const COMING_SOON_DOCK_ORDER = 0;

/**
 * WooCommerce's "coming soon" footer banner for logged-in managers (`#coming-soon-footer-banner`).
 * Its dismiss link (`a.coming-soon-footer-banner-dismiss`, no href, no text) becomes a named
 * button; a press sends the REST call with the banner's nonce and the banner is hidden once the
 * call is over, as WooCommerce does whatever the answer (spec §4.11, §7.3). A failed call is said
 * aloud, since the banner will then come back on the next page.
 */
const comingSoonBanner: WidgetModule = {
  mount(host, context) {
    const link = host.querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss');
    if (!link) return undefined;
    const restUrl = link.getAttribute('data-rest-url') ?? '';
    const nonce = link.getAttribute('data-rest-nonce') ?? '';
    prepareAnnouncer();
    if (!host.hasAttribute('role')) host.setAttribute('role', 'region');
    if (!host.hasAttribute('aria-label')) host.setAttribute('aria-label', COMING_SOON_TEXTS.region);
    link.setAttribute('role', 'button');
    link.setAttribute('tabindex', '0');
    if (!link.textContent?.trim()) link.setAttribute('aria-label', COMING_SOON_TEXTS.dismiss);
    const dock = dockAtBottom(host, COMING_SOON_DOCK_ORDER);
    let pending = false;

    const press = async (event: Event) => {
      event.preventDefault();
      if (pending) return;
      pending = true;
      link.setAttribute('aria-disabled', 'true');
      setBusy(host, true);
      const result = await dismissComingSoonBanner(restUrl, nonce);
      setBusy(host, false);
      link.removeAttribute('aria-disabled');
      pending = false;
      if (context.signal.aborted) return;
      moveFocusAway(host);
      host.style.display = 'none';
      dock.update();
      if (!result.ok) announce(COMING_SOON_TEXTS.failed, 'assertive');
    };
    context.listen(link, 'click', press);
    context.listen(link, 'keydown', (event) => {
      if (event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' ')) return press(event);
      return undefined;
    });

    return () => {
      dock.release();
      link.removeAttribute('tabindex');
      link.removeAttribute('role');
    };
  },
};

export default comingSoonBanner;
