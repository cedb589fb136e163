import { loadAllReviews, type AllReviewsPage } from '../shared/api/all-reviews.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { announce } from '../../../ui/announce.ts';
import { parseAttributes, planAll, usesShowMore, type AllChange, type AllPlan, type AllState } from './all-model.ts';
import { findControls, printedRating, showSelection, wireControls } from '../shared/controls.ts';
import { latestRequests } from '../shared/latest.ts';
import { listenForMedia } from '../shared/media-view.ts';
import { outcomeOf } from '../shared/model.ts';
import { enhancePagination, listenForPages } from './pagination.ts';
import { insertListHtml, replaceServerHtml } from '../shared/server-html.ts';
import { enhanceVotes, listenForVotes } from '../shared/votes.ts';
import { setShown } from '../shared/shown.ts';

/**
 * The shop's all-reviews block (`[cusrev_all_reviews]`, spec §2.4, §7.2): star filter, sort,
 * search, tags, and numbered pages or "show more", all through cr_show_more_all_reviews with the
 * block's attributes. The newest query wins; a failed one keeps the list as it was.
 */
export function mountAllReviews(host: HTMLElement, context: WidgetContext): () => void {
  const list = host.querySelector<HTMLElement>('ol.commentlist');
  // No reviews at all: nothing to filter, and the printed links work without us.
  if (!list) return () => {};
  // The plugin parks a spinner span inside the list (not a list item); the busy state replaces it.
  list.querySelector(':scope > .cr-pagination-review-spinner')?.remove();
  const attributes = parseAttributes(host.dataset.attributes);
  const controls = findControls(host);
  const more = host.querySelector<HTMLButtonElement>('.cr-show-more-button');
  const spinner = host.querySelector<HTMLElement>('.cr-show-more-review-spinner');
  const pages = host.querySelector<HTMLElement>('.cr-all-reviews-pagination');
  const noResults = [...host.querySelectorAll<HTMLElement>('.cr-search-no-reviews')];
  const countRow = host.querySelector<HTMLElement>('.cr-count-row-count');
  const current = Number(pages?.querySelector('.cr-page-numbers.current')?.textContent?.trim());

  let state: AllState = {
    rating: printedRating(host),
    sort: controls.sort?.value ?? 'recent',
    search: controls.search?.value ?? '',
    tags: [],
    page: usesShowMore(attributes) ? Number(more?.dataset.page) || 1 : current || 1,
  };
  const requests = latestRequests(list, context);
  const refresh = () => showSelection(controls, state.rating, state.tags);

  const apply = (plan: AllPlan, answer: AllReviewsPage) => {
    const outcome = outcomeOf(answer, plan.append);
    if (outcome.mode === 'ignore') return;
    const first = insertListHtml(list, answer.html, plan.append);
    if (first === 'refused') return;
    enhanceVotes(list);
    state = { ...state, page: outcome.pages };
    for (const notice of noResults) setShown(notice, outcome.noResults);
    if (more) {
      setShown(more, outcome.showMore);
      more.dataset.page = String(outcome.pages);
      if (answer.showMoreLabel) more.textContent = answer.showMoreLabel;
    }
    if (pages && !plan.append && replaceServerHtml(pages, answer.pagination)) enhancePagination(pages);
    if (countRow && answer.countRow !== undefined) countRow.textContent = answer.countRow;
    if (plan.append || plan.paged) first?.focus();
    if (plan.paged) list.scrollIntoView({ block: 'start' });
    announce(outcome.noResults ? (noResults[0]?.textContent ?? '') : (answer.countRow ?? ''));
  };

  const change = (what: AllChange) => {
    const plan = planAll(state, what);
    state = { ...plan.state, page: state.page };
    refresh();
    requests.send({
      load: (abort) =>
        loadAllReviews(
          {
            attributes,
            rating: plan.state.rating,
            sort: plan.state.sort,
            search: plan.state.search.trim(),
            tags: plan.state.tags,
            page: plan.page,
          },
          { signal: abort },
        ),
      apply: (answer) => apply(plan, answer),
      indicate: (busy) => {
        if (spinner && !plan.paged) setShown(spinner, busy);
        if (more) more.disabled = busy;
        pages?.classList.toggle('cr-pagination-load', busy);
      },
    });
  };

  wireControls(controls, context, change, () => state.search, refresh);
  if (more) context.listen(more, 'click', () => change({ kind: 'more' }));
  if (pages) {
    enhancePagination(pages);
    listenForPages(pages, context, (page) => change({ kind: 'page', page }));
  }
  listenForVotes(host, 'review', context);
  listenForMedia(host, context);
  enhanceVotes(list);
  refresh();

  return requests.stop;
}
