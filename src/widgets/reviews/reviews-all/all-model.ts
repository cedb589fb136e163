import type { BlockAttributes } from '../shared/api/all-reviews.ts';
import { toggleTag, type ListChange } from '../shared/model.ts';

/** What the shopper chose in the all-reviews block (spec §2.4). */
export interface AllState {
  readonly rating: number;
  readonly sort: string;
  readonly search: string;
  readonly tags: readonly string[];
  /** Numbered pages: the page shown (1-based). Show more: how many pages are shown. */
  readonly page: number;
}

export type AllChange = ListChange | { readonly kind: 'page'; readonly page: number };

export interface AllPlan {
  readonly state: AllState;
  /** The `page` field sent: the 0-based page wanted, or the pages already shown for "show more". */
  readonly page: number;
  /** Show more appends; every other change replaces the list. */
  readonly append: boolean;
  /** A page link was followed: the list top is where the shopper reads next. */
  readonly paged: boolean;
}

/**
 * The query a change sends. Search, tag, sort and star changes start again from the first page
 * (spec §4.5); picking a star clears the chosen tags, as the plugin does.
 */
export function planAll(state: AllState, change: AllChange): AllPlan {
  const fresh = (next: Partial<AllState>): AllPlan => ({
    state: { ...state, ...next, page: 1 },
    page: 0,
    append: false,
    paged: false,
  });
  switch (change.kind) {
    case 'rating':
      return fresh({ rating: change.rating, tags: [] });
    case 'sort':
      return fresh({ sort: change.sort });
    case 'search':
      return fresh({ search: change.search });
    case 'tag':
      return fresh({ tags: toggleTag(state.tags, change.tag) });
    case 'more':
      return { state, page: state.page, append: true, paged: false };
    case 'page':
      return { state: { ...state, page: change.page + 1 }, page: change.page, append: false, paged: true };
  }
}

function isAttributeValue(value: unknown): value is BlockAttributes[string] {
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string' || typeof item === 'number');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * The block's `data-attributes` JSON, posted back as it was printed. Values that cannot travel as
 * form fields (nested objects, null) are left out; unreadable JSON sends none, and the server
 * falls back to the shortcode's defaults.
 */
export function parseAttributes(json: string | undefined): BlockAttributes {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isAttributeValue(value)));
}

/** "Show more" blocks print a positive `show_more`; 0 or none means numbered pages. */
export function usesShowMore(attributes: BlockAttributes): boolean {
  return Number(attributes.show_more) > 0;
}
