import { readConsentConfig } from '../../../config/consent.ts';
import { runAcceptCallback } from './legacy/cookie-law-info.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { consentState } from '../../../state/consent.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { dockAtBottom } from '../../../ui/bottom-dock.ts';
import { actAsButton } from './button-like.ts';
import type { Banner } from './banner.ts';
import { wireDeleteLinks } from './delete-link.ts';
import { initialView } from './model.ts';
import { CONSENT_TEXTS } from './texts.ts';

/** Above the coming-soon banner and the store notice. */
const BANNER_DOCK_ORDER = 2;
const MANAGE_LINKS = '.cli_manage_current_consent, .wt-cli-manage-consent-link';
/** shortcode.php adds cli-minimize-bar to the bar's policy link on the policy page itself. */
const MINIMIZING_LINK = '.cli-plugin-main-link.cli-minimize-bar';

/**
 * CookieLawInfo's banner (`#cookie-law-info-bar`), "manage consent" tab and settings modal. The
 * bar stays the server's markup with its buttons wired (banner.ts, no React); only the settings
 * dialog is drawn with React, fetched when the shopper opens it. The choice lives in the consent
 * signal (state/consent.ts), which the script gating widget follows.
 *
 * A shopper who has already decided (most page views) sees only the tab: the banner's wiring is
 * fetched when the tab or a "manage consent" link is pointed at, focused or pressed (1.3 KB
 * gzip less on every such page), and the press that opened it is answered once it arrives.
 * A first visit fetches it at once, one request after this chunk.
 */
const cookieConsent: WidgetModule = {
  async mount(host, context) {
    const config = readConsentConfig();
    const againTab = document.getElementById('cookie-law-info-again');
    const minimized = config.minimizeBar && document.querySelector(MINIMIZING_LINK) !== null;
    prepareAnnouncer();
    host.setAttribute('role', 'region');
    host.setAttribute('aria-label', CONSENT_TEXTS.region);
    // A popup sits in the middle of the window, above the page it makes inert: not a bar of the bottom stack.
    const dock = config.barAs === 'popup' ? null : dockAtBottom(host, BANNER_DOCK_ORDER);
    const tabDock = againTab ? dockAtBottom(againTab, BANNER_DOCK_ORDER + 1) : null;
    // The plugin prints the tab as a bare div: make it a button for keyboards and screen readers.
    if (againTab) actAsButton(againTab, context.listen, CONSENT_TEXTS.manage);

    const setShown = (banner: boolean, tab: boolean) => {
      host.style.display = banner ? 'block' : 'none';
      if (againTab) againTab.style.display = tab ? 'block' : 'none';
      dock?.update();
      tabDock?.update();
    };
    let banner: Banner | undefined;
    let loading: Promise<Banner | undefined> | undefined;
    const wired = () =>
      (loading ??= Promise.all([import('./banner.ts'), config.barAs === 'banner' ? null : import('./bar-as.ts')]).then(
        ([{ wireBanner }, barAs]) => {
          if (context.signal.aborted) return undefined;
          const presentation = barAs?.presentBar(host, config);
          banner = wireBanner({
            host,
            againTab,
            config,
            minimized,
            setShown,
            afterAccept: () => runAcceptCallback(context.report),
            presentation,
            context,
          });
          return banner;
        },
      ));

    const view = initialView(consentState().peek(), config.showAgainTab, minimized, config.ccpa.barOff);
    if (view.banner) context.run(wired());
    else setShown(false, againTab !== null && view.tab);

    const manageControl = (target: EventTarget | null): HTMLElement | null => {
      const link = target instanceof Element ? target.closest<HTMLElement>(MANAGE_LINKS) : null;
      return link ?? (againTab !== null && target instanceof Node && againTab.contains(target) ? againTab : null);
    };
    const prefetch = (event: Event) => {
      if (manageControl(event.target)) context.run(wired());
    };
    wireDeleteLinks(config, context);
    // Only a site with CCPA on fetches the opt-out; awaited, so a press held while it came finds it wired.
    if (config.ccpa.enabled) {
      const { wireCcpaOptout } = await import('./ccpa-optout.ts');
      if (context.signal.aborted) return undefined;
      wireCcpaOptout({
        ccpa: config.ccpa,
        acceptAll: () => context.run(wired().then((ready) => ready?.acceptAll())),
        context,
      });
    }
    context.listen(document, 'pointerover', prefetch, { passive: true });
    context.listen(document, 'focusin', prefetch);
    context.listen(document, 'click', (event) => {
      const control = manageControl(event.target);
      if (!control) return undefined;
      event.preventDefault();
      return wired().then((ready) => ready?.reopen(control === againTab ? null : control));
    });

    return () => {
      banner?.stop();
      dock?.release();
      tabDock?.release();
    };
  },
};

export default cookieConsent;
