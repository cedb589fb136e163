import type { SearchSuggestion } from './api/search.ts';
import { navigableUrl } from '../../../lib/safe-navigation.ts';

/**
 * Live search rules, pure (spec §2.11, §3.10, design §7): suggestions are text; a link is followed
 * only to an http(s) page of this shop; the theme's "No results" row (id -1) is never a choice.
 */

/** The URL to navigate to, or null when it is not an http(s) URL of this origin. */
export function shopUrl(url: string, origin: string): string | null {
  return navigableUrl(url, origin);
}

/** An image URL safe to put in `src`: http(s) only (no `javascript:`, no `data:`). */
export function imageUrl(url: string, origin: string): string | null {
  if (url.trim() === '') return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The shown price from WooCommerce price HTML, as text: parsed in an inert document (nothing runs,
 * nothing loads), the struck-through old price and screen-reader duplicates left out.
 */
export function priceText(priceHtml: string): string {
  if (priceHtml.trim() === '') return '';
  const parsed = new DOMParser().parseFromString(priceHtml, 'text/html');
  parsed.body.querySelectorAll('del, .screen-reader-text, script, style').forEach((node) => node.remove());
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export interface SplitSuggestions {
  readonly options: readonly SearchSuggestion[];
  /** The server's "No results" text when it sent only that row. */
  readonly noResultsText: string | null;
}

export function splitSuggestions(items: readonly SearchSuggestion[]): SplitSuggestions {
  const options = items.filter((item) => item.id !== -1);
  const marker = items.find((item) => item.id === -1);
  return { options, noResultsText: options.length === 0 && marker ? marker.value.trim() || null : null };
}
