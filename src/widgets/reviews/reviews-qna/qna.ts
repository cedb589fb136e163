import type { WidgetContext } from '../../../runtime/types.ts';
import { listenForVotes } from '../shared/votes.ts';
import { listenForAnswers, mountAskForm } from './qna-forms.ts';
import { mountQnaList } from './qna-list.ts';

/**
 * The Q & A block (spec §2.3): search (500 ms debounce), "show more", the ask form and one answer
 * form per question, votes. Newest query wins, as in the review list.
 */
export function mountQna(host: HTMLElement, context: WidgetContext): () => void {
  const ids = {
    productId: host.dataset.product ?? host.querySelector<HTMLInputElement>('.cr-review-form-item-id')?.value ?? '',
    nonce: host.dataset.nonce ?? '',
  };
  listenForVotes(host, 'question', context);
  const stops = [mountAskForm(host, ids, context), listenForAnswers(host, ids, context)];
  const list = host.querySelector<HTMLElement>('.cr-qna-list-block-inner');
  if (list) stops.push(mountQnaList(host, list, ids.productId, context));
  return () => stops.forEach((stop) => stop());
}
