import { nextTabIndex } from '../../../lib/roving-move.ts';

/**
 * Which accordion items are open (Flatsome `.accordion`): the server's `rel` names the item
 * open at first (1-based, 0 = none); an item named by the URL's #hash wins. One item is open at
 * a time; choosing the open one closes it.
 */
export function initialOpenIndex(hashMatch: number, rel: string | null, count: number): number {
  if (hashMatch >= 0) return hashMatch;
  const position = Number(rel ?? '');
  return Number.isInteger(position) && position >= 1 && position <= count ? position - 1 : -1;
}

export function toggledIndex(open: number, chosen: number): number {
  return open === chosen ? -1 : chosen;
}

/** Up/Down move between the headers and wrap, Home/End jump (APG accordion, optional keys): a vertical tab list's keys. */
export function nextHeaderIndex(current: number, key: string, count: number): number | null {
  return nextTabIndex(current, key, count, 'vertical');
}
