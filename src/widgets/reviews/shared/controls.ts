import { onAbort } from '../../../lib/on-abort.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { REVIEW_SEARCH_DEBOUNCE_MS, type ListChange } from './model.ts';
import { TEXTS } from './texts.ts';
import { asButton } from './votes.ts';
import { findHistogramRows, HISTOGRAM_TARGET, markRow, wireRow, type HistogramRow } from './histogram.ts';
import { setShown } from './shown.ts';

/**
 * The list controls CusRev prints above a review list, on the product page and in the all-reviews
 * block alike: histogram rows, "see all", sort, search with its clear cross, tag chips.
 */
export interface ListControls {
  readonly rows: readonly HistogramRow[];
  readonly seeAll: HTMLElement | null;
  readonly sort: HTMLSelectElement | null;
  readonly search: HTMLInputElement | null;
  readonly clear: HTMLElement | null;
  readonly tags: readonly HTMLElement[];
}

export function findControls(host: HTMLElement): ListControls {
  return {
    rows: findHistogramRows(host),
    seeAll: host.querySelector<HTMLElement>('.cr-seeAllReviews'),
    sort: host.querySelector<HTMLSelectElement>('select.cr-ajax-reviews-sort'),
    search: host.querySelector<HTMLInputElement>('.cr-ajax-search input'),
    clear: host.querySelector<HTMLElement>('.cr-ajax-search .cr-clear-input'),
    tags: [...host.querySelectorAll<HTMLElement>('.cr-review-tags-filter .cr-tags-filter[data-crtagid]')],
  };
}

/** The star filter the server printed as selected (`?ivrating=N` without JavaScript). */
export function printedRating(host: HTMLElement): number {
  const row = host.querySelector<HTMLElement>(`.ivole-histogramRow-s :is(${HISTOGRAM_TARGET})`);
  return Number(row?.dataset.rating ?? '0') || 0;
}

/** Marks the chosen row, the chosen chips and the clear cross the way the plugin's CSS expects. */
export function showSelection(controls: ListControls, rating: number, tags: readonly string[]): void {
  for (const row of controls.rows) markRow(row, row.rating === rating);
  if (controls.seeAll) setShown(controls.seeAll, rating > 0);
  for (const tag of controls.tags) {
    const on = tags.includes(tag.dataset.crtagid ?? '');
    tag.classList.toggle('cr-tag-selected', on);
    tag.setAttribute('aria-pressed', String(on));
  }
  if (controls.clear) {
    setShown(controls.clear, Boolean(controls.search?.value));
    // 5.117's CSS shows the cross by `cr-visible`.
    controls.clear.classList.toggle('cr-visible', Boolean(controls.search?.value));
  }
}

/**
 * Wires every control to `change`. Search waits for a pause (Enter searches at once) and only
 * sends when the trimmed text differs from `currentSearch()`.
 */
export function wireControls(
  controls: ListControls,
  context: WidgetContext,
  change: (what: ListChange) => void,
  currentSearch: () => string,
  refresh: () => void,
): void {
  for (const row of controls.rows) wireRow(row, context, (rating) => change({ kind: 'rating', rating }));
  const seeAllLink = controls.seeAll?.querySelector('a');
  if (seeAllLink)
    context.listen(seeAllLink, 'click', (event) => {
      event.preventDefault();
      change({ kind: 'rating', rating: 0 });
    });
  const { sort, search, clear } = controls;
  if (sort) context.listen(sort, 'change', () => change({ kind: 'sort', sort: sort.value }));
  if (search) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const searchNow = () => {
      clearTimeout(timer);
      if (search.value.trim() !== currentSearch().trim()) change({ kind: 'search', search: search.value });
    };
    context.listen(search, 'input', () => {
      clearTimeout(timer);
      refresh();
      timer = setTimeout(searchNow, REVIEW_SEARCH_DEBOUNCE_MS);
    });
    context.listen(search, 'keydown', (event) => {
      if (event instanceof KeyboardEvent && event.key === 'Enter') {
        event.preventDefault();
        searchNow();
      }
    });
    onAbort(context.signal, () => clearTimeout(timer));
    if (clear) {
      asButton(
        clear,
        TEXTS.clearSearch,
        () => {
          search.value = '';
          searchNow();
          refresh();
          search.focus();
        },
        context,
      );
    }
  }
  for (const tag of controls.tags)
    asButton(tag, undefined, () => change({ kind: 'tag', tag: tag.dataset.crtagid ?? '' }), context);
}
