import { readConsentConfig } from '../../../config/consent.ts';
import { runAcceptCallback } from '../../../legacy/cookie-law-info.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { dockAtBottom } from '../../../ui/bottom-dock.ts';
import { actAsButton } from '../../../ui/button-like.ts';
import { wireBanner } from './banner.ts';
import { CONSENT_TEXTS } from './texts.ts';

/** Above the coming-soon banner and the store notice. */
const BANNER_DOCK_ORDER = 2;
const MANAGE_LINKS = '.cli_manage_current_consent, .wt-cli-manage-consent-link';

/**
 * CookieLawInfo's banner (`#cookie-law-info-bar`), "manage consent" tab and settings modal. The
 * bar stays the server's markup with its buttons wired (banner.ts, no React); only the settings
 * dialog is drawn with React, fetched when the shopper opens it. The choice lives in the consent
 * signal (state/consent.ts), which the script gating widget follows.
 */
const cookieConsent: WidgetModule = {
  mount(host, context) {
    const config = readConsentConfig();
    const againTab = document.getElementById('cookie-law-info-again');
    prepareAnnouncer();
    host.setAttribute('role', 'region');
    host.setAttribute('aria-label', CONSENT_TEXTS.region);
    const dock = dockAtBottom(host, BANNER_DOCK_ORDER);
    const tabDock = againTab ? dockAtBottom(againTab, BANNER_DOCK_ORDER + 1) : null;
    // The plugin prints the tab as a bare div: make it a button for keyboards and screen readers.
    if (againTab) actAsButton(againTab, context.signal, CONSENT_TEXTS.manage);

    const setShown = (banner: boolean, tab: boolean) => {
      host.style.display = banner ? 'block' : 'none';
      if (againTab) againTab.style.display = tab ? 'block' : 'none';
      dock.update();
      tabDock?.update();
    };
    const banner = wireBanner({ host, againTab, config, setShown, afterAccept: () => runAcceptCallback(context.report), context });

    context.listen(document, 'click', (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(MANAGE_LINKS) : null;
      const fromTab = againTab !== null && event.target instanceof Node && againTab.contains(event.target);
      if (!link && !fromTab) return;
      event.preventDefault();
      banner.reopen(link);
    });

    return () => {
      banner.stop();
      dock.release();
      tabDock?.release();
    };
  },
};

export default cookieConsent;
