import { navigableUrl } from '../../../../lib/safe-navigation.ts';

/**
 * Navigation to a URL taken from the server or from cart markup: only http(s) on this site
 * (design §7). Returns false when the URL was refused, so the caller can fall back.
 */
export function navigateWithinSite(url: string | null | undefined): boolean {
  const target = navigableUrl(url ?? '', location.href);
  if (!target) return false;
  window.location.assign(target);
  return true;
}
