import type { ConsentConfig } from '../../../config/consent.ts';
import { trapFocus } from '../../../ui/focus-trap.ts';
import { injectStylesOnce } from '../../../ui/styles.ts';

/** What a bar shown as a widget or a popup does besides being shown and hidden. */
export interface BarPresentation {
  /** Called once the bar is shown; `first` is where a modal bar puts focus. */
  shown(first: HTMLElement | null): void;
  /** Called once the bar is hidden; returns where focus goes back to, when it had somewhere to be. */
  hidden(): HTMLElement | null;
}

const OVERLAY = '.cli-popupbar-overlay';
const MESSAGE_ID = 'vitrina-cli-bar-message';

/**
 * The places cookie-law-info 3.5.3's barAsWidget and barAsPopUp (legacy public js L706, L738) give
 * the bar with inline styles, which its stylesheets do not carry: the widget 300 px wide (the
 * window less 30 px up to 400 px) 15 px from the bottom corner, the popup 500 px wide (less 20 px
 * up to 700 px) in the middle; both fixed and scrolling inside when taller than the window less
 * 40 px. The widget's bottom is the dock's (`bottom`), so its 15 px is a margin.
 */
function placementCss(config: ConsentConfig): string {
  const [side, other] = config.widgetSide === 'left' ? ['left', 'right'] : ['right', 'left'];
  const bar = '#cookie-law-info-bar';
  return `${bar}[data-cli-type]{position:fixed;box-sizing:border-box;height:auto;max-height:calc(100vh - 40px);overflow:auto}
${bar}[data-cli-type="widget"]{width:calc(100vw - 30px);${side}:15px;${other}:auto;top:auto;margin:0 0 15px}
${bar}[data-cli-type="popup"]{width:calc(100vw - 20px);top:50%;left:50%;right:auto;bottom:auto;margin:0;transform:translate(-50%,-50%)}
@media (min-width:401px){${bar}[data-cli-type="widget"]{width:300px}}
@media (min-width:701px){${bar}[data-cli-type="popup"]{width:500px}}`;
}

/**
 * The bar as the site set it (`cookie_bar_as`): a widget stays the non-modal region a banner is; a
 * popup is a modal dialog (APG): the plugin's overlay dims the page (`popup_overlay`), the page
 * behind is inert, Tab stays inside, focus moves to its first button and, once a choice hides it,
 * goes back where it was. Escape does not close it: the plugin's popup closes only by a choice,
 * and each of its buttons is a Tab away.
 */
export function presentBar(host: HTMLElement, config: ConsentConfig): BarPresentation {
  injectStylesOnce('cookie-bar-as', placementCss(config));
  host.setAttribute('data-cli-type', config.barAs);
  if (config.barAs !== 'popup') return { shown() {}, hidden: () => null };

  host.classList.add('cli-bar-popup', 'cli-modal-content');
  host.setAttribute('role', 'dialog');
  host.setAttribute('aria-modal', 'true');
  const message = host.querySelector('.cli-bar-message');
  if (message) {
    message.id ||= MESSAGE_ID;
    host.setAttribute('aria-describedby', message.id);
  }
  const overlay = document.querySelector<HTMLElement>(OVERLAY);
  let release: (() => void) | null = null;
  let returnTo: HTMLElement | null = null;
  const dim = (on: boolean) => {
    if (!config.popupOverlay) return;
    document.body.classList.toggle('cli-barmodal-open', on);
    overlay?.classList.toggle('cli-show', on);
    overlay?.style.setProperty('display', on ? 'block' : 'none');
  };
  return {
    shown(first) {
      if (release) return;
      const active = document.activeElement;
      returnTo = active instanceof HTMLElement && active !== document.body && !host.contains(active) ? active : null;
      dim(true);
      release = trapFocus(host);
      first?.focus();
    },
    hidden() {
      release?.();
      release = null;
      dim(false);
      return returnTo;
    },
  };
}
