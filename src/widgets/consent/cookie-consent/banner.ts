import type { ConsentConfig } from '../../../config/consent.ts';
import { readConsentBarConfig, type ConsentBarConfig } from './config/consent-bar.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { consentState, decideConsent } from '../../../state/consent.ts';
import { announce } from '../../../ui/announce.ts';
import { actAsButton } from './button-like.ts';
import { moveFocusAway } from '../../../ui/focus-fallback.ts';
import { startAutoClose } from './auto-close.ts';
import type { BarPresentation } from './bar-as.ts';
import { currentChoices, initialView, uniformChoices, type Choices } from './model.ts';
import { barControls, readConsentMarkup, type BarAction, type BarControl } from './read-markup.ts';
import { lazySettings } from './settings.ts';
import { CONSENT_TEXTS } from './texts.ts';

export interface BannerOptions {
  /** `#cookie-law-info-bar`, as the server printed it: its buttons are wired in place. */
  readonly host: HTMLElement;
  /** `#cookie-law-info-again`, the "manage consent" tab shown once the banner is closed. */
  readonly againTab: HTMLElement | null;
  readonly config: ConsentConfig;
  /** The site minimises the bar on this page: it waits behind the tab until the shopper opens it. */
  readonly minimized: boolean;
  /** Shows or hides the banner and the tab (their display and place in the bottom stack). */
  readonly setShown: (banner: boolean, tab: boolean) => void;
  readonly afterAccept: () => void;
  /** The bar as a widget or a popup (bar-as.ts); none for a banner. */
  readonly presentation?: BarPresentation | undefined;
  readonly context: WidgetContext;
}

export interface Banner {
  /** "Manage consent": show the banner again and wait for the shopper (no self-closing). */
  reopen(opener: HTMLElement | null): void;
  /** Every category accepted, as the bar's "accept all" (the CCPA prompt's answer in `ccpa` mode). */
  acceptAll(): void;
  stop(): void;
}

/** Each printed button acts as a button: a press does its action. */
function wireControls(
  controls: readonly BarControl[],
  press: Record<BarAction, (element: HTMLElement) => void>,
  context: WidgetContext,
): void {
  for (const { action, element } of controls) {
    actAsButton(element, context.listen);
    context.listen(element, 'click', (event) => {
      event.preventDefault();
      press[action](element);
    });
  }
}

/** The "manage consent" tab shows once the banner closes on a decision, unless the site turned it off. */
function tabAfterClose(againTab: HTMLElement | null, config: ConsentConfig): boolean {
  // CCPA alone without its notice: the plugin hides the tab on every page, so it never shows.
  return (
    againTab !== null && consentState().peek().decision !== 'undecided' && config.showAgainTab && !config.ccpa.barOff
  );
}

/**
 * The bar closes by itself after the configured time or on scrolling, accepting what is ticked:
 * the plugin's timed close sets the accepted flag without a consent record; scrolling records it.
 */
function startClosing(
  host: HTMLElement,
  closing: ConsentBarConfig,
  accept: (withRecord: boolean) => void,
  context: WidgetContext,
): () => void {
  return startAutoClose({
    host,
    showOnceMs: closing.showOnceMs,
    scrollClosePx: closing.scrollClosePx,
    onTimeout: () => accept(false),
    onScroll: () => accept(true),
    listen: context.listen,
  });
}

/**
 * The cookie banner (spec §2.12, §4.11, legacy-contracts §19) without React: the bar the server
 * printed, shown to a shopper who has not decided, with exactly its printed buttons wired (accept,
 * accept all, reject, settings). It closes by itself after the configured time or on scrolling.
 * Only the settings dialog is React, fetched when the shopper opens it.
 */
export function wireBanner({
  host,
  againTab,
  config,
  minimized,
  setShown,
  afterAccept,
  presentation,
  context,
}: BannerOptions): Banner {
  const markup = readConsentMarkup(config.strictlyEnabled);
  const closing = readConsentBarConfig();
  const controls = barControls(host);
  let open = false;
  let opener: HTMLElement | null = null;
  let stopAutoClose = () => {};

  const show = () => {
    open = true;
    setShown(true, false);
    presentation?.shown(controls[0]?.element ?? null);
  };
  const hide = () => {
    open = false;
    const showTab = tabAfterClose(againTab, config);
    setShown(false, showTab);
    const back = presentation?.hidden();
    moveFocusAway(host, opener ?? back ?? (showTab ? againTab : null));
  };
  const decide = (accepted: boolean, choices: Choices, withRecord = true) => {
    stopAutoClose();
    settings.close();
    decideConsent({ accepted, categories: choices, withRecord });
    hide();
    if (accepted) afterAccept();
    if ((accepted && closing.reloadAfterAccept) || (!accepted && closing.reloadAfterReject)) location.reload();
  };
  const current = () => currentChoices(markup.categories, consentState().peek());

  const settings = lazySettings({
    markup,
    initial: current,
    isOpen: () => open,
    onSave: (choices) => {
      decide(true, choices);
      announce(CONSENT_TEXTS.saved);
    },
    context,
  });

  const press: Record<BarAction, (element: HTMLElement) => void> = {
    accept: () => decide(true, current()),
    accept_all: () => decide(true, uniformChoices(markup.categories, true)),
    reject: () => decide(false, uniformChoices(markup.categories, false)),
    settings: (element) => {
      stopAutoClose(); // a shopper deciding in the dialog never loses the banner under it
      settings.open(element);
    },
  };
  wireControls(controls, press, context);

  const view = initialView(consentState().peek(), config.showAgainTab, minimized, config.ccpa.barOff);
  if (!view.banner) setShown(false, againTab !== null && view.tab);
  else {
    // Started first: a popup taking focus as it shows stops it at once, as focus moved in would.
    stopAutoClose = startClosing(host, closing, (withRecord) => decide(true, current(), withRecord), context);
    show();
  }

  return {
    reopen(from) {
      opener = from;
      stopAutoClose();
      if (open) return;
      show();
      controls[0]?.element.focus();
    },
    acceptAll: () => press.accept_all(host),
    stop() {
      stopAutoClose();
      settings.close();
      presentation?.hidden();
    },
  };
}
