import { readConsentConfig } from '../../../config/index.ts';
import { runAcceptCallback } from '../../../legacy/cookie-law-info.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { consentState } from '../../../state/consent.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { dockAtBottom } from '../../../ui/bottom-dock.ts';
import type { ConsentBannerProps } from './ConsentBanner.tsx';
import { bannerStartsOpen } from './model.ts';
import { readConsentMarkup } from './read-markup.ts';
import { CONSENT_TEXTS } from './texts.ts';

/** Above the coming-soon banner and the store notice. */
const BANNER_DOCK_ORDER = 2;
const MANAGE_LINKS = '.cli_manage_current_consent, .wt-cli-manage-consent-link';

type Reopen = (opener: HTMLElement | null) => void;

/**
 * CookieLawInfo's banner (`#cookie-law-info-bar`) and settings modal, taken over whole and drawn
 * with React in the plugin's classes; the page's texts and categories are read first. The choice
 * lives in the consent signal (state/consent.ts), which the script gating widget follows.
 * A shopper who has already decided never downloads React: the banner's React half loads only
 * when it has to show (first visit, or "manage consent").
 */
const cookieConsent: WidgetModule = {
  mount(host, context) {
    const config = readConsentConfig();
    const markup = readConsentMarkup(host, config.strictlyEnabled);
    const againTab = document.getElementById('cookie-law-info-again');
    prepareAnnouncer();
    host.setAttribute('role', 'region');
    host.setAttribute('aria-label', CONSENT_TEXTS.region);
    const dock = dockAtBottom(host, BANNER_DOCK_ORDER);
    const tabDock = againTab ? dockAtBottom(againTab, BANNER_DOCK_ORDER + 1) : null;
    if (againTab) enhanceAgainTab(againTab, context.signal);

    const setShown = (banner: boolean, tab: boolean) => {
      host.style.display = banner ? 'block' : 'none';
      if (againTab) againTab.style.display = tab ? 'block' : 'none';
      dock.update();
      tabDock?.update();
    };
    const listeners = new Set<Reopen>();
    const subscribeReopen = (listener: Reopen) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const props: ConsentBannerProps = { host, againTab, markup, config, setShown, subscribeReopen, afterAccept: () => runAcceptCallback(context.report) };

    let unmountReact: (() => void) | null = null;
    let loading: Promise<void> | null = null;
    const render = (reopenedBy?: { opener: HTMLElement | null }) => {
      loading ??= import('./cookie-banner-view.tsx').then(({ renderBanner }) => {
        if (!context.signal.aborted) unmountReact = renderBanner(host, { ...props, reopenedBy }, context);
      });
      return loading;
    };

    context.listen(document, 'click', (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(MANAGE_LINKS) : null;
      const fromTab = againTab !== null && event.target instanceof Node && againTab.contains(event.target);
      if (!link && !fromTab) return undefined;
      event.preventDefault();
      if (unmountReact) {
        for (const listener of listeners) listener(link);
        return undefined;
      }
      return render({ opener: link });
    });

    const state = consentState().value;
    if (bannerStartsOpen(state)) context.run(render());
    else setShown(false, againTab !== null && state.system && state.decision !== 'undecided' && config.showAgainTab);

    return () => {
      unmountReact?.();
      dock.release();
      tabDock?.release();
    };
  },
};

/** The plugin prints the tab as a bare div: make it a button for keyboards and screen readers. */
function enhanceAgainTab(tab: HTMLElement, signal: AbortSignal): void {
  tab.setAttribute('role', 'button');
  tab.setAttribute('tabindex', '0');
  if (!tab.textContent?.trim()) tab.setAttribute('aria-label', CONSENT_TEXTS.manage);
  tab.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      tab.click();
    },
    { signal },
  );
}

export default cookieConsent;
