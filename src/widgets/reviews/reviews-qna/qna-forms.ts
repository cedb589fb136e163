import { createElement } from 'react';
import type { WidgetContext } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { formRegion } from '../shared/region.ts';
import { QnaForm } from './QnaForm.tsx';

/** What the block prints for its forms' posts: the product and the plugin's nonce. */
export interface QnaIds {
  readonly productId: string;
  readonly nonce: string;
}

/** The ask form: React takes `.cr-qna-new-q-form` over, as the review form does; the ask button toggles it. */
export function mountAskForm(host: HTMLElement, { productId, nonce }: QnaIds, context: WidgetContext): () => void {
  const askWrap = host.querySelector<HTMLElement>('.cr-qna-new-q-form');
  const asker = host.querySelector<HTMLButtonElement>('.cr-qna-ask-button');
  if (!askWrap) return () => undefined;
  const name = askWrap.querySelector<HTMLInputElement>('.cr-review-form-name input');
  const email = askWrap.querySelector<HTMLInputElement>('.cr-review-form-email input');
  const defaults = { name: name?.dataset.defval ?? '', email: email?.dataset.defval ?? '' };
  const region = formRegion(askWrap, asker, false, { element: host, className: 'cr-qna-new-q-form-open' });
  askWrap.replaceChildren();
  const unmount = mountReact(
    askWrap,
    createElement(QnaForm, { nonce, productId, defaults, open: region.open, onClose: region.close, run: context.run }),
    context,
    { removeContainer: false },
  );
  if (asker) context.listen(asker, 'click', () => (region.open.value = !region.open.value));
  return () => {
    unmount();
    region.stop();
  };
}

/** One answer form at a time, under the question whose button was pressed; its button toggles it. */
export function listenForAnswers(host: HTMLElement, { productId, nonce }: QnaIds, context: WidgetContext): () => void {
  let answer: { questionId: string; unmount: () => void; region: ReturnType<typeof formRegion> } | null = null;
  context.listen(host, 'click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>('.cr-qna-ans-button') : null;
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
    const unmount = mountReact(
      wrap,
      createElement(QnaForm, {
        nonce,
        productId: row.dataset.post ?? productId,
        questionId,
        defaults: { name: '', email: '' },
        open: region.open,
        onClose: region.close,
        run: context.run,
      }),
      context,
    );
    answer = { questionId, unmount, region };
  });
  return () => {
    answer?.region.stop();
    answer?.unmount();
  };
}
