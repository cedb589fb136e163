import { readEndpoints } from '../../../config/woocommerce.ts';
import { sameOrigin } from '../../../lib/same-origin.ts';

/**
 * Puts a list answer's items into the list. The answer's html is documented HTML from the shop's
 * own admin-ajax (the request layer refuses other origins; checked again here because this is the
 * one place server markup enters the page). Returns the first new item, focusable so the keyboard
 * can be taken to it, or null when nothing was inserted; `refused` when the origin check failed.
 */
export function insertListHtml(list: HTMLElement, html: string, append: boolean): HTMLElement | null | 'refused' {
  if (!sameOrigin(readEndpoints().adminAjaxUrl, location.href)) return 'refused';
  const before = append ? list.children.length : 0;
  if (append) list.insertAdjacentHTML('beforeend', html);
  else list.innerHTML = html;
  const first = list.children[before];
  if (!(first instanceof HTMLElement)) return null;
  first.tabIndex = -1;
  return first;
}

/** Replaces a block's server-printed links (numbered pages) with an answer's, under the same check. */
export function replaceServerHtml(target: HTMLElement, html: string): boolean {
  if (!sameOrigin(readEndpoints().adminAjaxUrl, location.href)) return false;
  target.innerHTML = html;
  return true;
}
