import { onAbort } from '../../../lib/on-abort.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { setShown } from '../shared/shown.ts';
import { asButton } from '../shared/votes.ts';
import { QNA_SEARCH_DEBOUNCE_MS } from './qna-model.ts';
import { QNA_TEXTS } from './qna-texts.ts';

/**
 * The Q & A search field: `onSearch` with the trimmed text 500 ms after the last change, at once on
 * Enter or on the clear button, and only when the text differs from `current()`.
 */
export function wireQnaSearch(
  host: HTMLElement,
  current: () => string,
  onSearch: (text: string) => void,
  context: WidgetContext,
): void {
  const search = host.querySelector<HTMLInputElement>('.cr-ajax-qna-search input');
  const clear = host.querySelector<HTMLElement>('.cr-ajax-qna-search .cr-clear-input');
  if (!search) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    if (clear) setShown(clear, search.value !== '');
    if (search.value.trim() === current()) return;
    onSearch(search.value.trim());
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
  if (clear)
    asButton(
      clear,
      QNA_TEXTS.clearSearch,
      () => {
        search.value = '';
        run();
        search.focus();
      },
      context,
    );
}
