import { readResultsMarkup } from './markup.ts';

/**
 * Spec §4.8: duplicate widgets for the same post are removed, keeping the first (Rate My Post's own
 * duplicate check). True when another results widget of `postId` comes before `host` in the page.
 */
export function isLaterDuplicate(host: HTMLElement, postId: number, root: ParentNode = document): boolean {
  const first = [...root.querySelectorAll<HTMLElement>('.js-rmp-results-widget')].find(
    (element) => readResultsMarkup(element)?.postId === postId,
  );
  return first !== undefined && first !== host;
}
