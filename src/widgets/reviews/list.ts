import { signal } from '@preact/signals-core';
import { createElement } from 'react';
import { loadReviews, type ApiError } from '../../api/index.ts';
import { readEndpoints } from '../../config/index.ts';
import type { WidgetContext } from '../../runtime/types.ts';
import { announce } from '../../ui/announce.ts';
import { setBusy } from '../../ui/busy.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { ListStatus, type ListStatusState } from './ListStatus.tsx';
import { outcomeOf, planQuery, REVIEW_SEARCH_DEBOUNCE_MS, type ListChange, type ListState, type PlannedQuery } from './model.ts';
import { TEXTS } from './texts.ts';
import { enhanceMedia } from './media-view.ts';
import { asButton, enhanceVotes } from './votes.ts';

function sameOrigin(url: string): boolean {
  return new URL(url, location.href).origin === location.origin;
}

/**
 * The review list controls of the CusRev block (spec §2.3, §4.5, §7.2): histogram filter, sort,
 * search, tag chips and "show more". Each change sends one query; an older answer never
 * overwrites a newer one (the previous request is aborted and a late answer is dropped).
 */
export function mountList(host: HTMLElement, context: WidgetContext): () => void {
  const list = host.querySelector<HTMLElement>('ol.cr-ajax-reviews-list');
  if (!list) return () => {};
  const productId = list.dataset.product ?? '';
  const summary = host.querySelector<HTMLElement>('.cr-summaryBox-ajax');
  const nonces = { list: host.dataset.nonce ?? '', filter: summary?.dataset.nonce ?? '' };
  const sort = host.querySelector<HTMLSelectElement>('select.cr-ajax-reviews-sort');
  const search = host.querySelector<HTMLInputElement>('.cr-ajax-search input');
  const clear = host.querySelector<HTMLElement>('.cr-ajax-search .cr-clear-input');
  const more = host.querySelector<HTMLButtonElement>('.cr-show-more-reviews-prd');
  const spinner = host.querySelector<HTMLElement>('.cr-show-more-review-spinner');
  const noResults = host.querySelector<HTMLElement>('.cr-search-no-reviews');
  const countRow = host.querySelector<HTMLElement>('.cr-count-row-count');
  const tags = [...host.querySelectorAll<HTMLElement>('.cr-review-tags-filter .cr-tags-filter[data-crtagid]')];
  const rows = [...host.querySelectorAll<HTMLAnchorElement>('.ivole-histogramRow a.cr-histogram-a[data-rating]')];
  const seeAll = host.querySelector<HTMLElement>('.cr-seeAllReviews');

  const selectedRow = host.querySelector<HTMLAnchorElement>('.ivole-histogramRow-s a.cr-histogram-a[data-rating]');
  let state: ListState = {
    rating: Number(selectedRow?.dataset.rating ?? '0') || 0,
    sort: sort?.value ?? 'recent',
    search: search?.value ?? '',
    tags: [],
    pages: Number(host.dataset.page ?? '1') || 1,
  };
  const status = signal<ListStatusState>({ error: '', retry: null });
  const statusHost = document.createElement('div');
  list.before(statusHost);
  const unmountStatus = mountReact(statusHost, createElement(ListStatus, { status }), context);

  let inFlight: AbortController | null = null;
  const showSelection = () => {
    for (const row of rows) {
      const selected = Number(row.dataset.rating) === state.rating;
      row.closest('.ivole-histogramRow')?.classList.toggle('ivole-histogramRow-s', selected);
      if (selected) row.setAttribute('aria-current', 'true');
      else row.removeAttribute('aria-current');
    }
    if (seeAll) seeAll.style.display = state.rating > 0 ? '' : 'none';
    for (const tag of tags) {
      const on = state.tags.includes(tag.dataset.crtagid ?? '');
      tag.classList.toggle('cr-tag-selected', on);
      tag.setAttribute('aria-pressed', String(on));
    }
    if (clear) clear.style.display = search?.value ? '' : 'none';
  };

  const apply = (plan: PlannedQuery, answer: { page: number; html: string; showMoreLabel?: string; countRow?: string; lastPage: boolean }) => {
    const outcome = outcomeOf(answer, plan.append);
    if (outcome.mode === 'ignore') return;
    const before = list.children.length;
    // The answer's html is documented HTML and comes from the shop's own admin-ajax.
    if (!sameOrigin(readEndpoints().adminAjaxUrl)) return;
    if (outcome.mode === 'append') list.insertAdjacentHTML('beforeend', answer.html);
    else list.innerHTML = answer.html;
    enhanceVotes(list);
    enhanceMedia(list);
    state = { ...state, pages: outcome.pages };
    host.dataset.page = String(outcome.pages);
    if (noResults) noResults.style.display = outcome.noResults ? '' : 'none';
    if (more) {
      more.style.display = outcome.showMore ? '' : 'none';
      if (answer.showMoreLabel) more.textContent = answer.showMoreLabel;
    }
    if (countRow && answer.countRow !== undefined) countRow.textContent = answer.countRow;
    if (outcome.mode === 'append') list.children[before]?.setAttribute('tabindex', '-1');
    if (outcome.mode === 'append') (list.children[before] as HTMLElement | undefined)?.focus();
    announce(outcome.noResults ? (noResults?.textContent ?? '') : (answer.countRow ?? ''));
  };

  const send = async (plan: PlannedQuery) => {
    inFlight?.abort();
    const mine = new AbortController();
    inFlight = mine;
    status.value = { error: '', retry: null };
    setBusy(list, true);
    if (plan.append && spinner) spinner.style.display = '';
    if (plan.append && more) more.disabled = true;
    try {
      const result = await loadReviews(plan.call, plan.query, { signal: AbortSignal.any([mine.signal, context.signal]) });
      // A superseded or unmounted request says nothing.
      if (inFlight !== mine || (!result.ok && result.error.kind === 'aborted')) return;
      if (result.ok) apply(plan, result.value);
      else showError(plan, result.error);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    } finally {
      if (inFlight === mine) {
        inFlight = null;
        setBusy(list, false);
        if (spinner) spinner.style.display = 'none';
        if (more) more.disabled = false;
      }
    }
  };

  const showError = (plan: PlannedQuery, _error: ApiError) => {
    status.value = { error: TEXTS.listFailed, retry: () => context.run(send(plan)) };
  };

  const change = (what: ListChange) => {
    const plan = planQuery(state, what, productId, nonces);
    state = { ...plan.state, pages: state.pages };
    showSelection();
    context.run(send(plan));
  };

  if (summary) {
    for (const row of rows) {
      row.setAttribute('aria-label', TEXTS.filterBy(row.closest('.ivole-histogramRow')?.querySelector('.ivole-histogramCell1')?.textContent?.trim() ?? row.dataset.rating ?? ''));
      context.listen(row, 'click', (event) => {
        event.preventDefault();
        change({ kind: 'rating', rating: Number(row.dataset.rating) || 0 });
      });
    }
    const seeAllLink = seeAll?.querySelector('a');
    if (seeAllLink) context.listen(seeAllLink, 'click', (event) => {
      event.preventDefault();
      change({ kind: 'rating', rating: 0 });
    });
  }
  if (sort) context.listen(sort, 'change', () => change({ kind: 'sort', sort: sort.value }));
  if (search) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const searchNow = () => {
      clearTimeout(timer);
      if (search.value.trim() !== state.search.trim()) change({ kind: 'search', search: search.value });
    };
    context.listen(search, 'input', () => {
      clearTimeout(timer);
      showSelection();
      timer = setTimeout(searchNow, REVIEW_SEARCH_DEBOUNCE_MS);
    });
    context.listen(search, 'keydown', (event) => {
      if (event instanceof KeyboardEvent && event.key === 'Enter') {
        event.preventDefault();
        searchNow();
      }
    });
    context.signal.addEventListener('abort', () => clearTimeout(timer));
    if (clear) {
      asButton(clear, TEXTS.clearSearch, () => {
        search.value = '';
        searchNow();
        showSelection();
        search.focus();
      }, context);
    }
  }
  for (const tag of tags) {
    asButton(tag, undefined, () => change({ kind: 'tag', tag: tag.dataset.crtagid ?? '' }), context);
  }
  if (more) context.listen(more, 'click', () => change({ kind: 'more' }));
  enhanceVotes(list);
  showSelection();

  return () => {
    inFlight?.abort();
    unmountStatus();
  };
}
