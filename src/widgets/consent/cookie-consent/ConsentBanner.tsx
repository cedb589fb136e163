import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConsentConfig } from '../../../config/index.ts';
import { consentState, decideConsent } from '../../../state/consent.ts';
import { Adopt } from '../../../ui/Adopt.tsx';
import { announce } from '../../../ui/announce.ts';
import { moveFocusAway } from '../../../ui/focus-fallback.ts';
import { useSignals } from '../../../ui/use-signals.ts';
import { useAutoClose } from './auto-close.ts';
import { bannerStartsOpen, currentChoices, uniformChoices, type Choices } from './model.ts';
import type { ConsentMarkup } from './read-markup.ts';
import { SettingsDialog } from './SettingsDialog.tsx';
import { CONSENT_TEXTS } from './texts.ts';

export interface ConsentBannerProps {
  /** `#cookie-law-info-bar`: this tree renders inside it; its visibility is ours. */
  readonly host: HTMLElement;
  /** `#cookie-law-info-again`, the "manage consent" tab shown once the banner is closed. */
  readonly againTab: HTMLElement | null;
  readonly markup: ConsentMarkup;
  readonly config: ConsentConfig;
  /** Shows or hides the banner and the tab (their display and place in the bottom stack). */
  readonly setShown: (banner: boolean, tab: boolean) => void;
  /** Re-opening requests from "manage consent" links anywhere on the page. */
  readonly subscribeReopen: (reopen: (opener: HTMLElement | null) => void) => () => void;
  readonly afterAccept: () => void;
  /** Opened by "manage consent" before this tree existed: start open, waiting for the shopper. */
  readonly reopenedBy?: { readonly opener: HTMLElement | null };
}

/**
 * The cookie banner (spec §2.12, §4.11): shown once to a shopper who has not decided, closing by
 * itself after the configured time or on scrolling, with accept, reject, accept all and the
 * settings modal. "Manage consent" opens it again (then it waits for the shopper).
 */
export function ConsentBanner({ host, againTab, markup, config, setShown, subscribeReopen, afterAccept, reopenedBy }: ConsentBannerProps) {
  useSignals();
  const state = consentState().value;
  const [open, setOpen] = useState(() => reopenedBy !== undefined || bannerStartsOpen(state));
  const [waitForShopper, setWaitForShopper] = useState(reopenedBy !== undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(reopenedBy?.opener ?? null);
  // A banner opened on request takes focus at once, like one re-opened later.
  const wasOpen = useRef(reopenedBy === undefined && open);

  const decide = (accepted: boolean, choices: Choices, withRecord = true) => {
    decideConsent({ accepted, categories: choices, withRecord });
    setSettingsOpen(false);
    setOpen(false);
    if (accepted) afterAccept();
    if ((accepted && config.reloadAfterAccept) || (!accepted && config.reloadAfterReject)) location.reload();
  };

  useEffect(
    () =>
      subscribeReopen((from) => {
        opener.current = from;
        setWaitForShopper(true);
        setOpen(true);
      }),
    [subscribeReopen],
  );

  useLayoutEffect(() => {
    const showTab = againTab !== null && !open && state.decision !== 'undecided' && config.showAgainTab;
    setShown(open, showTab);
    if (open && !wasOpen.current) host.querySelector<HTMLElement>('button')?.focus();
    if (!open && wasOpen.current) moveFocusAway(host, opener.current ?? (showTab ? againTab : null));
    wasOpen.current = open;
  }, [open, host, againTab, setShown, state.decision, config.showAgainTab]);

  useAutoClose({
    host,
    active: open && !waitForShopper && !settingsOpen && state.decision === 'undecided',
    showOnceMs: config.showOnceMs,
    scrollClosePx: config.scrollClosePx,
    // The plugin's timed close sets the accepted flag without a consent record; scrolling accepts.
    onTimeout: () => decide(true, currentChoices(markup.categories, consentState().peek()), false),
    onScroll: () => decide(true, currentChoices(markup.categories, consentState().peek())),
  });

  const save = (choices: Choices) => {
    decide(true, choices);
    announce(CONSENT_TEXTS.saved);
  };

  return (
    <div className="cli-bar-container cli-style-v2">
      <Adopt node={markup.message} className="cli-bar-message" />
      <div className="cli-bar-btn_container">
        {markup.settings ? (
          <button type="button" className="cli_settings_button" onClick={() => setSettingsOpen(true)}>
            {markup.settings}
          </button>
        ) : null}
        {markup.reject ? (
          <button type="button" className="cookie_action_close_header_reject cli_action_button wt-cli-reject-btn" onClick={() => decide(false, uniformChoices(markup.categories, false))}>
            {markup.reject}
          </button>
        ) : null}
        {markup.accept ? (
          <button
            type="button"
            className="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button wt-cli-accept-btn"
            onClick={() => decide(true, currentChoices(markup.categories, consentState().peek()))}
          >
            {markup.accept}
          </button>
        ) : null}
        {markup.acceptAll ? (
          <button type="button" className="wt-cli-accept-all-btn cli_action_button" onClick={() => decide(true, uniformChoices(markup.categories, true))}>
            {markup.acceptAll}
          </button>
        ) : null}
      </div>
      <SettingsDialog
        open={settingsOpen}
        markup={markup}
        initial={currentChoices(markup.categories, state)}
        onSave={save}
        onClose={() => setSettingsOpen(false)}
      />
    </div>
  );
}
