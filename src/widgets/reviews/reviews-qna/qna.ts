import { onAbort } from '../../../lib/on-abort.ts';
import { signal } from '@preact/signals-core';
import { createElement } from 'react';
import { loadQuestions } from '../../../api/reviews.ts';
import { readEndpoints } from '../../../config/woocommerce.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { announce } from '../../../ui/announce.ts';
import { setBusy } from '../../../ui/busy.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { ListStatus, type ListStatusState } from '../shared/ListStatus.tsx';
import { QNA_SEARCH_DEBOUNCE_MS } from './qna-model.ts';
import { QnaForm } from './QnaForm.tsx';
import { QNA_TEXTS } from './qna-texts.ts';
import { formRegion } from '../shared/region.ts';
import { asButton, listenForVotes } from '../shared/votes.ts';
import { setShown } from '../../../ui/shown.ts';
import { sameOrigin } from '../../../lib/same-origin.ts';

/**
 * The Q & A block (spec §2.3): search (500 ms debounce), "show more", the ask form and one answer
 * form per question, votes. Newest query wins, as in the review list.
 */
export function mountQna(host: HTMLElement, context: WidgetContext): () => void {
  const productId = host.dataset.product ?? host.querySelector<HTMLInputElement>('.cr-review-form-item-id')?.value ?? '';
  const nonce = host.dataset.nonce ?? '';
  const list = host.querySelector<HTMLElement>('.cr-qna-list-block-inner');
  const more = host.querySelector<HTMLButtonElement>('.cr-show-more-que');
  const spinner = host.querySelector<HTMLElement>('#cr-show-more-q-spinner');
  const noResults = host.querySelector<HTMLElement>('.cr-search-no-qna');
  const search = host.querySelector<HTMLInputElement>('.cr-ajax-qna-search input');
  const clear = host.querySelector<HTMLElement>('.cr-ajax-qna-search .cr-clear-input');
  const unmounts: (() => void)[] = [];
  listenForVotes(host, 'question', context);

  // The ask form: React takes `.cr-qna-new-q-form` over, as the review form does.
  const askWrap = host.querySelector<HTMLElement>('.cr-qna-new-q-form');
  const asker = host.querySelector<HTMLButtonElement>('.cr-qna-ask-button');
  if (askWrap) {
    const name = askWrap.querySelector<HTMLInputElement>('.cr-review-form-name input');
    const email = askWrap.querySelector<HTMLInputElement>('.cr-review-form-email input');
    const defaults = { name: name?.dataset.defval ?? '', email: email?.dataset.defval ?? '' };
    const region = formRegion(askWrap, asker, false, { element: host, className: 'cr-qna-new-q-form-open' });
    askWrap.replaceChildren();
    unmounts.push(mountReact(askWrap, createElement(QnaForm, { nonce, productId, defaults, open: region.open, onClose: region.close, run: context.run }), context, { removeContainer: false }), region.stop);
    if (asker) context.listen(asker, 'click', () => (region.open.value = !region.open.value));
  }

  // One answer form at a time, under the question whose button was pressed.
  let answer: { questionId: string; unmount: () => void; region: ReturnType<typeof formRegion> } | null = null;
  context.listen(host, 'click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('.cr-qna-ans-button') : null;
    const row = button?.closest<HTMLElement>('.cr-qna-list-q-b[data-question]');
    if (!button || !row) return;
    const questionId = row.dataset.question ?? '';
    if (answer?.questionId === questionId) {
      answer.region.open.value = !answer.region.open.value;
      return;
    }
    answer?.unmount();
    answer?.region.stop();
    const wrap = document.createElement('div');
    wrap.className = 'cr-qna-new-a-form cr-qna-list-inl-answ';
    row.after(wrap);
    const region = formRegion(wrap, button, true, { element: row, className: 'cr-qna-ans-form-open' });
    const unmount = mountReact(wrap, createElement(QnaForm, { nonce, productId: row.dataset.post ?? productId, questionId, defaults: { name: '', email: '' }, open: region.open, onClose: region.close, run: context.run }), context);
    answer = { questionId, unmount, region };
  });
  unmounts.push(() => {
    answer?.region.stop();
    answer?.unmount();
  });

  if (!list) return () => unmounts.forEach((stop) => stop());
  const status = signal<ListStatusState>({ error: '', retry: null });
  const statusHost = document.createElement('div');
  list.before(statusHost);
  unmounts.push(mountReact(statusHost, createElement(ListStatus, { status }), context));
  let pages = (Number(more?.dataset.page ?? '0') || 0) + 1;
  let query = search?.value.trim() ?? '';
  let inFlight: AbortController | null = null;

  const load = async (append: boolean) => {
    inFlight?.abort();
    const mine = new AbortController();
    inFlight = mine;
    status.value = { error: '', retry: null };
    setBusy(list, true);
    if (spinner && append) setShown(spinner, true);
    try {
      const result = await loadQuestions(
        { productId, page: append ? pages : 0, search: query, attributes: host.dataset.attributes ?? '' },
        { signal: AbortSignal.any([mine.signal, context.signal]) },
      );
      if (inFlight !== mine || (!result.ok && result.error.kind === 'aborted')) return;
      if (!result.ok) {
        status.value = { error: QNA_TEXTS.listFailed, retry: () => context.run(load(append)) };
        return;
      }
      if (!sameOrigin(readEndpoints().adminAjaxUrl, location.href) || result.value.page <= 0) return;
      const before = list.children.length;
      if (append) list.insertAdjacentHTML('beforeend', result.value.html);
      else list.innerHTML = result.value.html;
      pages = result.value.page;
      if (more) {
        more.dataset.page = String(pages - 1);
        setShown(more, !(result.value.lastPage || result.value.html.trim() === ''));
      }
      const empty = result.value.html.trim() === '' && pages === 1;
      if (noResults) setShown(noResults, empty);
      if (empty) announce(noResults?.textContent ?? '');
      if (append && list.children[before] instanceof HTMLElement) {
        list.children[before].tabIndex = -1;
        list.children[before].focus();
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

  if (more) context.listen(more, 'click', () => load(true));
  if (search) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      clearTimeout(timer);
      if (clear) setShown(clear, search.value !== '');
      if (search.value.trim() === query) return;
      query = search.value.trim();
      context.run(load(false));
    };
    // `input` fires only when the text changes, so arrow keys start no search (spec §9).
    context.listen(search, 'input', () => {
      clearTimeout(timer);
      timer = setTimeout(run, QNA_SEARCH_DEBOUNCE_MS);
    });
    context.listen(search, 'keydown', (event) => {
      if (event instanceof KeyboardEvent && event.key === 'Enter') {
        event.preventDefault();
        run();
      }
    });
    onAbort(context.signal, () => clearTimeout(timer));
    if (clear) asButton(clear, QNA_TEXTS.clearSearch, () => {
      search.value = '';
      run();
      search.focus();
    }, context);
  }
  return () => {
    inFlight?.abort();
    unmounts.forEach((stop) => stop());
  };
}
