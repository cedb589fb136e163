import { decodeEntries, encodeEntries, type Entries } from '../attribution/cookie-value.ts';

/** The traffic tracker's cookies (legacy-contracts §7), shared with the script Vitrina replaces. */
export const TRACKER_COOKIES = [
  'sbjs_migrations',
  'sbjs_current_add',
  'sbjs_first_add',
  'sbjs_current',
  'sbjs_first',
  'sbjs_udata',
  'sbjs_session',
  'sbjs_promo',
] as const;

export type TrackerCookie = (typeof TRACKER_COOKIES)[number];

/** `.example.ro` for example.ro and www.example.ro; none for an IP or a single-label host, where browsers refuse it. */
function cookieDomain(hostname: string): string {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return '';
  return `; domain=.${hostname.replace(/^www\./, '')}`;
}

/**
 * Every tracker cookie from one read of `document.cookie`: each read is a trip to the browser's
 * cookie store, and a page view reads some ten of them (11 ms at 4× CPU).
 */
export function readTrackerJar(): Map<TrackerCookie, Entries | null> {
  const jar = new Map<TrackerCookie, Entries | null>();
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    const name = TRACKER_COOKIES.find((candidate) => candidate === part.slice(0, at));
    if (name && !jar.has(name)) jar.set(name, decodeEntries(part.slice(at + 1)));
  }
  return jar;
}

/** `maxAgeSeconds` 0 writes a browser-session cookie (this shop's lifetime setting gives 0 minutes). */
export function writeTrackerCookie(name: TrackerCookie, entries: Entries, maxAgeSeconds: number): void {
  const age = maxAgeSeconds > 0 ? `; max-age=${Math.round(maxAgeSeconds)}` : '';
  document.cookie = `${name}=${encodeEntries(entries)}${age}; path=/${cookieDomain(location.hostname)}; samesite=lax`;
}

/** Deletes every tracker cookie, with and without the domain the old script used. */
export function deleteTrackerCookies(): void {
  for (const name of TRACKER_COOKIES) {
    document.cookie = `${name}=; max-age=-999; path=/`;
    document.cookie = `${name}=; max-age=-999; path=/${cookieDomain(location.hostname)}`;
  }
}
