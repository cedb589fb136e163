import type { Listen } from '../../../runtime/types.ts';
import { readPendingFeedback, savePendingFeedback } from '../shared/state/post-feedback.ts';

/**
 * A vote of this tab still waiting for its feedback (the shopper reloaded, or came back, while
 * writing it): the printed feedback widget is shown with the saved draft as soon as the rating is
 * seen, in place of the stars, as the React widget draws it when it mounts, so the shopper finds
 * their text without touching anything and nothing moves when React takes over. What they type
 * before React comes is saved as they type, and the React widget starts from it.
 */
export function showPendingFeedback(container: HTMLElement, rating: HTMLElement, postId: number, listen: Listen): void {
  const pending = readPendingFeedback(postId);
  const widget = container.querySelector<HTMLElement>('.js-rmp-feedback-widget');
  const input = widget?.querySelector<HTMLTextAreaElement>('textarea.js-rmp-feedback-input');
  if (!pending || !widget || !input) return;
  rating.classList.add('rmp-rating-widget--hidden');
  widget.classList.add('rmp-feedback-widget--visible');
  // A text already there is the browser's own restored form state: the shopper's latest.
  if (input.value === '') input.value = pending.draft;
  else savePendingFeedback(postId, { ...pending, draft: input.value });
  listen(input, 'input', () => savePendingFeedback(postId, { ...pending, draft: input.value }));
}
