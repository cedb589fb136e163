import { readGlobal } from './globals.ts';
import { isRecord } from '../lib/is-record.ts';
import { readSection } from './section.ts';
import { readCcpaConfig, type CcpaConfig } from './consent-ccpa.ts';

/** The plugin's banner (`notify_div_id` default). */
const CONSENT_BAR_ID = 'cookie-law-info-bar';

/** Spec §9 "Cookie consent" and the CookieLawInfo defaults (legacy-contracts §15). */
const CONSENT_DEFAULTS = {
  acceptCookie: 'viewed_cookie_policy',
  preferenceCookie: 'CookieLawInfoConsent',
  expireDays: 365,
  strictlyEnabled: ['necessary', 'obligatoire'] as readonly string[],
  consentVersion: '1',
} as const;

export interface ConsentConfig {
  /** A consent system (CookieLawInfo) is on the page; without one, consent is assumed (spec §4.10). */
  readonly present: boolean;
  readonly acceptCookie: string;
  readonly preferenceCookie: string;
  readonly expireDays: number;
  readonly secure: boolean;
  /** `ver` in the consent record. */
  readonly consentVersion: string;
  /** Categories that cannot be switched off. */
  readonly strictlyEnabled: readonly string[];
  /** Cookie names set by each non-necessary category, erased when it is not allowed. */
  readonly categoryCookies: Readonly<Record<string, readonly string[]>>;
  /** Show the "manage consent" tab once the banner is closed. */
  readonly showAgainTab: boolean;
  /** Blocked scripts are re-inserted by category (`Cli_Data.js_blocking`). */
  readonly jsBlocking: boolean;
  /** `Cli_Data.nn_cookie_ids`: every non-necessary cookie, erased by the `[delete_cookies]` link. */
  readonly nonNecessaryCookies: readonly string[];
  /** `Cli_Data.triggerDomRefresh`: a synthetic DOMContentLoaded once the parked scripts have run. */
  readonly domRefresh: boolean;
  /** `button_2_hidebar`: the bar starts minimised to the tab where the server marked its link `cli-minimize-bar`. */
  readonly minimizeBar: boolean;
  /** `cookie_bar_as` (or `CLI_COOKIEBAR_AS_POPUP`): a full-width banner, a corner widget or a centred popup. */
  readonly barAs: BarAs;
  /** `widget_position`: the widget's corner; the plugin takes anything but "left" as right. */
  readonly widgetSide: 'left' | 'right';
  /** `popup_overlay`: the page dimmed behind the popup. */
  readonly popupOverlay: boolean;
  /** The CCPA opt-out (`Cli_Data.ccpaEnabled`, `ccpaType`, `ccpaBarEnabled`, `ccpa_data`). */
  readonly ccpa: CcpaConfig;
}

type BarAs = 'banner' | 'widget' | 'popup';

/**
 * CookieLawInfo's globals: `Cli_Data`, `cli_cookiebar_settings` (every flag a string, read with
 * Boolean() by the plugin, so "" is off and any other text is on) and the optional `CLI_*` names.
 * What only a shown bar needs (how it closes) is read by ./consent-bar.ts, in the bar's own chunk.
 */
export function readConsentConfig(): ConsentConfig {
  // The banner's markup counts too: a site that dequeued the plugin's script (and with it Cli_Data)
  // still has a consent system, and must not fall back to "consent assumed".
  const present =
    isRecord(readGlobal('Cli_Data')) ||
    isRecord(readGlobal('cli_cookiebar_settings')) ||
    document.getElementById(CONSENT_BAR_ID) !== null;
  const data = readSection('Cli_Data', { required: false });
  const bar = readSection('cli_cookiebar_settings', { required: false });
  const barAs = bar.string('cookie_bar_as', 'banner');
  return {
    present,
    acceptCookie: stringGlobal('CLI_ACCEPT_COOKIE_NAME') ?? CONSENT_DEFAULTS.acceptCookie,
    preferenceCookie: stringGlobal('CLI_PREFERENCE_COOKIE') ?? CONSENT_DEFAULTS.preferenceCookie,
    expireDays: positiveNumber(readGlobal('CLI_ACCEPT_COOKIE_EXPIRE')) ?? CONSENT_DEFAULTS.expireDays,
    secure: data.flag('secure_cookies', false),
    consentVersion: data.string('consentVersion', CONSENT_DEFAULTS.consentVersion),
    strictlyEnabled: stringList(data.raw('strictlyEnabled')) ?? CONSENT_DEFAULTS.strictlyEnabled,
    categoryCookies: cookieLists(data.raw('non_necessary_cookies')),
    showAgainTab: bar.flag('showagain_tab', true),
    jsBlocking: data.flag('js_blocking', true),
    nonNecessaryCookies: stringList(data.raw('nn_cookie_ids')) ?? [],
    domRefresh: data.flag('triggerDomRefresh', false),
    minimizeBar: bar.flag('button_2_hidebar', false),
    barAs:
      readGlobal('CLI_COOKIEBAR_AS_POPUP') === true || barAs === 'popup'
        ? 'popup'
        : barAs === 'widget'
          ? 'widget'
          : 'banner',
    widgetSide: bar.string('widget_position', 'left') === 'left' ? 'left' : 'right',
    popupOverlay: bar.flag('popup_overlay', false),
    ccpa: readCcpaConfig(data),
  };
}

function stringGlobal(name: string): string | undefined {
  const value = readGlobal(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function positiveNumber(value: unknown): number | undefined {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is string => typeof item === 'string');
}

function cookieLists(value: unknown): Record<string, readonly string[]> {
  if (!isRecord(value)) return {};
  const lists: Record<string, readonly string[]> = {};
  for (const [category, names] of Object.entries(value)) lists[category] = stringList(names) ?? [];
  return lists;
}
