import type { ListCall, ReviewQuery } from './api/reviews.ts';

/** What the shopper chose in the review list controls. */
export interface ListState {
  readonly rating: number;
  readonly sort: string;
  readonly search: string;
  readonly tags: readonly string[];
  /** Pages shown (the server's `data-page`). */
  readonly pages: number;
}

export type ListChange =
  | { readonly kind: 'rating'; readonly rating: number }
  | { readonly kind: 'sort'; readonly sort: string }
  | { readonly kind: 'search'; readonly search: string }
  | { readonly kind: 'tag'; readonly tag: string }
  | { readonly kind: 'more' };

export interface Nonces {
  /** `.cr-reviews-ajax-comments[data-nonce]`, sent by show more. */
  readonly list: string;
  /** `.cr-summaryBox-ajax[data-nonce]`, sent by the rating filter. */
  readonly filter: string;
}

export interface PlannedQuery {
  readonly state: ListState;
  readonly call: ListCall;
  readonly query: ReviewQuery;
  /** Show more appends; every other change replaces the list. */
  readonly append: boolean;
}

export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((item) => item !== tag) : [...tags, tag];
}

/**
 * The query a change sends. Search, tag and filter changes reset to page 0 (spec §4.5). The plugin
 * sends sort through cr_sort_reviews and the filter through cr_filter_reviews, which carry no
 * search or tags; while a search or a tag is active they go through cr_show_more_reviews from page
 * 0 instead, so a re-sort never silently drops what the shopper searched for.
 */
export function planQuery(state: ListState, change: ListChange, productId: string, nonces: Nonces): PlannedQuery {
  const next: ListState =
    change.kind === 'rating'
      ? { ...state, rating: change.rating, pages: 0 }
      : change.kind === 'sort'
        ? { ...state, sort: change.sort, pages: 0 }
        : change.kind === 'search'
          ? { ...state, search: change.search, pages: 0 }
          : change.kind === 'tag'
            ? { ...state, tags: toggleTag(state.tags, change.tag), pages: 0 }
            : state;
  const query: ReviewQuery = {
    productId,
    sort: next.sort,
    rating: next.rating,
    search: next.search.trim(),
    tags: next.tags,
    page: next.pages,
  };
  const narrowed = query.search !== '' || query.tags.length > 0;
  const call: ListCall =
    change.kind === 'sort' && !narrowed
      ? { kind: 'sort' }
      : change.kind === 'rating' && !narrowed
        ? { kind: 'filter', nonce: nonces.filter }
        : { kind: 'more', nonce: nonces.list };
  return { state: next, call, query, append: change.kind === 'more' };
}

/** How the list shows an answer (legacy-contracts §11, behaviour 2; spec §7.2). */
export interface ListOutcome {
  readonly mode: 'replace' | 'append' | 'ignore';
  readonly noResults: boolean;
  readonly showMore: boolean;
  readonly pages: number;
}

export function outcomeOf(answer: { page: number; html: string; lastPage: boolean }, append: boolean): ListOutcome {
  if (answer.page <= 0) return { mode: 'ignore', noResults: false, showMore: false, pages: 0 };
  const empty = answer.html.trim() === '';
  return {
    mode: append ? 'append' : 'replace',
    noResults: empty && answer.page === 1,
    showMore: !answer.lastPage && !empty,
    pages: answer.page,
  };
}

/** Search waits for the shopper to pause (spec §9: 1000 ms), Enter searches at once. */
export const REVIEW_SEARCH_DEBOUNCE_MS = 1000;
