import { readSection } from '../../../../config/section.ts';

/** CookieLawInfo's defaults (legacy-contracts §15). */
const SHOW_ONCE_MS = 4000;
const SCROLL_CLOSE_PX = 100;

/**
 * How a shown bar closes (`cli_cookiebar_settings`). Apart from ./consent.ts so that it rides in the
 * bar's wiring chunk, fetched only when the bar is shown, not in what every page loads.
 */
export interface ConsentBarConfig {
  /** Milliseconds after which the banner closes by itself; null when "show once" is off. */
  readonly showOnceMs: number | null;
  /** Scrolling past this many pixels accepts; null when off. */
  readonly scrollClosePx: number | null;
  readonly reloadAfterAccept: boolean;
  readonly reloadAfterReject: boolean;
}

export function readConsentBarConfig(): ConsentBarConfig {
  const bar = readSection('cli_cookiebar_settings', { required: false });
  return {
    showOnceMs: bar.flag('show_once_yn', true) ? bar.number('show_once', SHOW_ONCE_MS) : null,
    scrollClosePx: bar.flag('scroll_close', true) ? SCROLL_CLOSE_PX : null,
    reloadAfterAccept: bar.flag('accept_close_reload', false),
    reloadAfterReject: bar.flag('reject_close_reload', false),
  };
}
