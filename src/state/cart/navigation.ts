/**
 * Navigation to a URL taken from the server or from cart markup: only http(s) on this site
 * (design §7). Returns false when the URL was refused, so the caller can fall back.
 */
export function navigateWithinSite(url: string | null | undefined): boolean {
  const target = sameSiteUrl(url);
  if (!target) return false;
  window.location.assign(target);
  return true;
}

export function sameSiteUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, location.href);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.origin === location.origin ? parsed.href : null;
}
