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

/** Roving focus: arrows along the list's orientation wrap, Home/End jump. */
export function nextTabIndex(current: number, key: string, count: number, orientation: 'horizontal' | 'vertical'): number | null {
  if (count === 0) return null;
  const [back, forward] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === forward) return (current + 1) % count;
  if (key === back) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
