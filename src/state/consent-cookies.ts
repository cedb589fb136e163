import Cookies from 'js-cookie';
import type { ConsentConfig } from '../config/consent.ts';
import {
  categoryCookieName,
  decodeConsentRecord,
  encodeConsentRecord,
  readYesNo,
  type ConsentRecord,
} from '../lib/consent-record.ts';

/**
 * Reads and writes the cookies of spec §3.12 with js-cookie. Values are written as CookieLawInfo
 * writes them (yes/no and raw base64: js-cookie leaves `=`, `+` and `/` as they are), path '/',
 * `secure` when the site asks for it, for the configured number of days (365).
 */
export interface StoredConsent {
  /** viewed_cookie_policy: yes (accepted), no (rejected), undefined (never decided). */
  readonly accepted: boolean | undefined;
  readonly categories: Readonly<Record<string, boolean>>;
  readonly record: ConsentRecord | null;
}

export function readStoredConsent(config: ConsentConfig): StoredConsent {
  const all = Cookies.get();
  const categories: Record<string, boolean> = {};
  const record = decodeConsentRecord(all[config.preferenceCookie]);
  // The record is the newer, complete answer; the per-category cookies fill in what it lacks.
  for (const [name, value] of Object.entries(all)) {
    if (!name.startsWith(categoryCookieName(''))) continue;
    const allowed = readYesNo(value);
    if (allowed !== undefined) categories[name.slice(categoryCookieName('').length)] = allowed;
  }
  if (record) Object.assign(categories, record.categories);
  return { accepted: readYesNo(all[config.acceptCookie]), categories, record };
}

export interface ConsentWrite {
  readonly accepted: boolean;
  readonly categories: Readonly<Record<string, boolean>>;
  /** The "show once" close sets the accepted flag and categories without a consent record, as the plugin does. */
  readonly withRecord: boolean;
}

export function writeConsent(config: ConsentConfig, write: ConsentWrite, previous: ConsentRecord | null): void {
  const options = { expires: config.expireDays, path: '/', ...(config.secure ? { secure: true } : {}) };
  for (const [category, allowed] of Object.entries(write.categories)) {
    Cookies.set(categoryCookieName(category), allowed ? 'yes' : 'no', options);
  }
  if (write.withRecord) {
    const record: ConsentRecord = {
      ver: config.consentVersion,
      categories: { ...previous?.categories, ...write.categories },
      ...(previous?.ccpaOptout !== undefined ? { ccpaOptout: previous.ccpaOptout } : {}),
    };
    Cookies.set(config.preferenceCookie, encodeConsentRecord(record), options);
  }
  Cookies.set(config.acceptCookie, write.accepted ? 'yes' : 'no', options);
}

/**
 * The CCPA opt-out (cookie-law-info-ccpa.js `optOutCcpa`): `ccpaOptout` set in the consent record
 * as it stands in the cookie now, everything else in it kept; a record of that field alone when
 * there was none. The accepted flag and the category cookies are left as they are.
 */
export function writeCcpaOptout(config: ConsentConfig, optedOut: boolean): void {
  const previous = decodeConsentRecord(Cookies.get(config.preferenceCookie));
  const record: ConsentRecord = {
    ver: previous?.ver ?? '',
    categories: previous?.categories ?? {},
    ccpaOptout: optedOut,
  };
  Cookies.set(config.preferenceCookie, encodeConsentRecord(record), {
    expires: config.expireDays,
    path: '/',
    ...(config.secure ? { secure: true } : {}),
  });
}

/**
 * Erases the cookies a category set while it was allowed (`Cli_Data.non_necessary_cookies`), on
 * the host and on the parent domains a script may have used, as the plugin's erase does.
 */
export function eraseCookies(names: readonly string[]): void {
  const host = location.hostname;
  const bare = host.replace(/^www\./, '');
  const lastTwo = host.split('.').slice(-2).join('.');
  const domains = [...new Set([undefined, host, `.${bare}`, `.${lastTwo}`])];
  for (const name of names) {
    for (const domain of domains) Cookies.remove(name, domain === undefined ? { path: '/' } : { path: '/', domain });
  }
}
