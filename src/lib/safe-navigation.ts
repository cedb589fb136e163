import { sameOrigin } from './same-origin.ts';

/**
 * Where the page may be sent (design §7): only http(s) URLs, and only on the shop's own origin
 * unless the spec says otherwise for that link. Links come from server HTML, config and answers,
 * so a `javascript:` or `data:` URL, a foreign host or text that is no URL at all must never
 * reach `location.assign` or `history.pushState` (which throws for another origin).
 */
export interface NavigationRules {
  /** Allow another origin (still http(s) only); off unless the spec names such a link. */
  readonly crossOrigin?: boolean;
}

/** The absolute URL to go to, or null when it must not be followed. Never throws. */
export function navigableUrl(raw: string, base: string, rules: NavigationRules = {}): string | null {
  if (raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!rules.crossOrigin && !sameOrigin(url.href, base)) return null;
  return url.href;
}
