import { loadQuestions, type QnaPage } from '../shared/api/reviews.ts';
import { readEndpoints } from '../../../config/woocommerce.ts';
import { sameOrigin } from '../../../lib/same-origin.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { announce } from '../../../ui/announce.ts';
import { setBusy } from '../../../ui/busy.ts';
import { setShown } from '../shared/shown.ts';
import { listStatus } from '../shared/list-status.ts';
import { QNA_TEXTS } from './qna-texts.ts';
import { wireQnaSearch } from './qna-search.ts';

/** The list's parts the plugin prints around it. */
interface QnaListParts {
  readonly host: HTMLElement;
  readonly list: HTMLElement;
  readonly more: HTMLButtonElement | null;
  readonly noResults: HTMLElement | null;
}

/** Draws a page the server sent: appended (show more, focus on its first question) or in place of the list (a search). */
function showPage({ list, more, noResults }: QnaListParts, page: QnaPage, append: boolean): void {
  const before = list.children.length;
  if (append) list.insertAdjacentHTML('beforeend', page.html);
  else list.innerHTML = page.html;
  if (more) {
    more.dataset.page = String(page.page - 1);
    setShown(more, !(page.lastPage || page.html.trim() === ''));
  }
  const empty = page.html.trim() === '' && page.page === 1;
  if (noResults) setShown(noResults, empty);
  if (empty) announce(noResults?.textContent ?? '');
  const first = list.children[before];
  if (append && first instanceof HTMLElement) {
    first.tabIndex = -1;
    first.focus();
  }
}

/** The questions list: "show more" and the search, newest query wins, a failure shown above the list with a retry. */
export function mountQnaList(
  host: HTMLElement,
  list: HTMLElement,
  productId: string,
  context: WidgetContext,
): () => void {
  const parts: QnaListParts = {
    host,
    list,
    more: host.querySelector('.cr-show-more-que'),
    noResults: host.querySelector('.cr-search-no-qna'),
  };
  const spinner = host.querySelector<HTMLElement>('#cr-show-more-q-spinner');
  const status = listStatus(list, context.listen);
  let pages = (Number(parts.more?.dataset.page ?? '0') || 0) + 1;
  let query = host.querySelector<HTMLInputElement>('.cr-ajax-qna-search input')?.value.trim() ?? '';
  let inFlight: AbortController | null = null;

  const load = async (append: boolean) => {
    inFlight?.abort();
    const mine = new AbortController();
    inFlight = mine;
    status.show('');
    setBusy(list, true);
    if (spinner && append) setShown(spinner, true);
    try {
      const result = await loadQuestions(
        { productId, page: append ? pages : 0, search: query, attributes: host.dataset.attributes ?? '' },
        { signal: AbortSignal.any([mine.signal, context.signal]) },
      );
      if (inFlight !== mine || (!result.ok && result.error.kind === 'aborted')) return;
      if (!result.ok) status.show(QNA_TEXTS.listFailed, () => context.run(load(append)));
      else if (sameOrigin(readEndpoints().adminAjaxUrl, location.href) && result.value.page > 0) {
        pages = result.value.page;
        showPage(parts, result.value, append);
      }
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    } finally {
      if (inFlight === mine) {
        inFlight = null;
        setBusy(list, false);
        if (spinner) setShown(spinner, false);
      }
    }
  };

  if (parts.more) context.listen(parts.more, 'click', () => load(true));
  wireQnaSearch(
    host,
    () => query,
    (text) => {
      query = text;
      context.run(load(false));
    },
    context,
  );
  return () => {
    inFlight?.abort();
    status.remove();
  };
}
