import Cookies from 'js-cookie';

/**
 * CusRev's floating trust badge cookie (spec §3.13, §9): `cr_hide_trustbadge=true`, path '/', for
 * 24 hours. The plugin's PHP skips the badge when the cookie is set at all (isset), whatever its
 * value, so reading follows that.
 */
const TRUST_BADGE_COOKIE = 'cr_hide_trustbadge';
/** js-cookie counts `expires` in days: one day is the plugin's max-age of 86400 s. */
const ONE_DAY = 1;

export function isTrustBadgeHidden(): boolean {
  return Cookies.get(TRUST_BADGE_COOKIE) !== undefined;
}

export function hideTrustBadge(): void {
  Cookies.set(TRUST_BADGE_COOKIE, 'true', { path: '/', expires: ONE_DAY });
}
