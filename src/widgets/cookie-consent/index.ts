import { createElement } from 'react';
import { readConsentConfig } from '../../config/index.ts';
import { runAcceptCallback } from '../../legacy/cookie-law-info.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { dockAtBottom } from '../../ui/bottom-dock.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { prepareAnnouncer } from '../../ui/announce.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { readConsentMarkup } from './read-markup.ts';
import { CONSENT_TEXTS } from './texts.ts';

/** Above the coming-soon banner and the store notice. */
const BANNER_DOCK_ORDER = 2;
const MANAGE_LINKS = '.cli_manage_current_consent, .wt-cli-manage-consent-link';

/**
 * CookieLawInfo's banner (`#cookie-law-info-bar`) and settings modal, taken over whole and drawn
 * with React in the plugin's classes; the page's texts and categories are read first. The choice
 * lives in the consent signal (state/consent.ts), which the script gating widget follows.
 */
const cookieConsent: WidgetModule = {
  mount(host, context) {
    const config = readConsentConfig();
    const markup = readConsentMarkup(host, config.strictlyEnabled);
    const againTab = document.getElementById('cookie-law-info-again');
    prepareAnnouncer();
    host.setAttribute('role', 'region');
    host.setAttribute('aria-label', CONSENT_TEXTS.region);
    const controller = new AbortController();
    const dock = dockAtBottom(host, BANNER_DOCK_ORDER);
    const tabDock = againTab ? dockAtBottom(againTab, BANNER_DOCK_ORDER + 1) : null;
    if (againTab) enhanceAgainTab(againTab, controller.signal);

    const listeners = new Set<(opener: HTMLElement | null) => void>();
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(MANAGE_LINKS) : null;
      const fromTab = againTab && event.target instanceof Node && againTab.contains(event.target);
      if (!target && !fromTab) return;
      event.preventDefault();
      for (const listener of listeners) listener(target);
    };
    document.addEventListener('click', onClick, { signal: controller.signal });
    const subscribeReopen = (listener: (opener: HTMLElement | null) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };

    const unmount = mountReact(
      host,
      createElement(ConsentBanner, { host, againTab, markup, config, dock, subscribeReopen, afterAccept: () => runAcceptCallback(context.report) }),
      context,
      { removeContainer: false },
    );
    return () => {
      controller.abort();
      unmount();
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
