/**
 * Which content tab opens (Flatsome `.tabbed-content`): the one the URL's #hash names, by its
 * link target (`#tab_livrare`) or its item id (`tab-livrare`); otherwise the one the server
 * marked active, or the first.
 */
export interface TabNames {
  /** The link's target without `#` (the panel id). */
  readonly target: string;
  /** The tab item's id, when it has one. */
  readonly itemId: string;
}

export function tabForHash(hash: string, tabs: readonly TabNames[]): number {
  if (hash === '') return -1;
  return tabs.findIndex((tab) => tab.target === hash || (tab.itemId !== '' && tab.itemId === hash));
}

export function initialTabIndex(hash: string, tabs: readonly TabNames[], serverActive: number): number {
  const named = tabForHash(hash, tabs);
  if (named >= 0) return named;
  return serverActive >= 0 ? serverActive : 0;
}
