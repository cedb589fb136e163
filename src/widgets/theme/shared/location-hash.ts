/**
 * The page's `#hash` as an element id, and writing it back without a jump: tabs and accordions
 * name the open one in the URL so that a shared or reloaded link opens the same one.
 */
export function hashId(hash: string): string {
  if (!hash.startsWith('#') || hash.length < 2) return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** replaceState: no scroll to the target, no history entry per click (Back leaves the page). */
export function writeHash(id: string): void {
  const url = new URL(location.href);
  url.hash = id === '' ? '' : `#${id}`;
  if (url.href === location.href) return;
  history.replaceState(history.state, '', id === '' ? `${url.pathname}${url.search}` : url.href);
}
