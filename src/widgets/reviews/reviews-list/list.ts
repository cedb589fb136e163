import { loadReviews } from '../shared/api/reviews.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { announce } from '../../../ui/announce.ts';
import { findControls, printedRating, showSelection, wireControls, type ListControls } from '../shared/controls.ts';
import { latestRequests } from '../shared/latest.ts';
import { enhanceMedia } from '../shared/media-view.ts';
import { outcomeOf, planQuery, type ListChange, type ListState, type PlannedQuery } from '../shared/model.ts';
import { insertListHtml } from '../shared/server-html.ts';
import { enhanceVotes } from '../shared/votes.ts';
import { setShown } from '../shared/shown.ts';

/**
 * The review list controls of the CusRev block on the product page (spec §2.3, §4.5, §7.2):
 * histogram filter, sort, search, tag chips and "show more". Each change sends one query; an
 * older answer never overwrites a newer one.
 */
export function mountList(host: HTMLElement, context: WidgetContext): () => void {
  const list = host.querySelector<HTMLElement>('ol.cr-ajax-reviews-list');
  if (!list) return () => {};
  const productId = list.dataset.product ?? '';
  const nonces = {
    list: host.dataset.nonce ?? '',
    filter: host.querySelector<HTMLElement>('.cr-summaryBox-ajax')?.dataset.nonce ?? '',
  };
  const controls = findControls(host);
  const more = host.querySelector<HTMLButtonElement>('.cr-show-more-reviews-prd');
  const spinner = host.querySelector<HTMLElement>('.cr-show-more-review-spinner');
  const noResults = host.querySelector<HTMLElement>('.cr-search-no-reviews');
  const countRow = host.querySelector<HTMLElement>('.cr-count-row-count');

  // What the server printed, not what the controls hold now: a shopper may have chosen a sort or
  // typed a search while this code was on its way (see `adoptEarlyChoices`).
  let state: ListState = {
    rating: printedRating(host),
    sort: printedSort(controls.sort),
    search: controls.search?.defaultValue ?? '',
    tags: [],
    pages: Number(host.dataset.page ?? '1') || 1,
  };
  const requests = latestRequests(list, context);
  const refresh = () => showSelection(controls, state.rating, state.tags);

  const apply = (
    plan: PlannedQuery,
    answer: { page: number; html: string; showMoreLabel?: string; countRow?: string; lastPage: boolean },
  ) => {
    const outcome = outcomeOf(answer, plan.append);
    if (outcome.mode === 'ignore') return;
    const first = insertListHtml(list, answer.html, outcome.mode === 'append');
    if (first === 'refused') return;
    enhanceVotes(list);
    enhanceMedia(list);
    state = { ...state, pages: outcome.pages };
    host.dataset.page = String(outcome.pages);
    if (noResults) setShown(noResults, outcome.noResults);
    if (more) {
      setShown(more, outcome.showMore);
      if (answer.showMoreLabel) more.textContent = answer.showMoreLabel;
    }
    if (countRow && answer.countRow !== undefined) countRow.textContent = answer.countRow;
    if (outcome.mode === 'append') first?.focus();
    announce(outcome.noResults ? (noResults?.textContent ?? '') : (answer.countRow ?? ''));
  };

  const send = (plan: PlannedQuery) =>
    requests.send({
      load: (abort) => loadReviews(plan.call, plan.query, { signal: abort }),
      apply: (answer) => apply(plan, answer),
      indicate: (busy) => {
        if (!plan.append) return;
        if (spinner) setShown(spinner, busy);
        if (more) more.disabled = busy;
      },
    });

  const change = (what: ListChange) => {
    const plan = planQuery(state, what, productId, nonces);
    state = { ...plan.state, pages: state.pages };
    refresh();
    send(plan);
  };

  wireControls(controls, context, change, () => state.search, refresh);
  if (more) context.listen(more, 'click', () => change({ kind: 'more' }));
  enhanceVotes(list);
  refresh();
  adoptEarlyChoices(controls, state, change);

  return requests.stop;
}

/** The sort order the page was printed with: the option marked selected, else the first. */
function printedSort(sort: HTMLSelectElement | null): string {
  if (!sort) return 'recent';
  return [...sort.options].find((option) => option.defaultSelected)?.value ?? sort.options[0]?.value ?? 'recent';
}

/**
 * A sort chosen or a search typed before the widget came changed the controls natively, but the
 * `change` and the Enter that would have asked for the list went to no one: ask for it now, as
 * the shopper meant (the runtime holds clicks and keys for widgets, not a select's choice or text).
 */
function adoptEarlyChoices(controls: ListControls, printed: ListState, change: (what: ListChange) => void): void {
  if (controls.sort && controls.sort.value !== printed.sort) change({ kind: 'sort', sort: controls.sort.value });
  if (controls.search && controls.search.value.trim() !== printed.search.trim())
    change({ kind: 'search', search: controls.search.value });
}
