import type { Listen } from '../../../runtime/types.ts';

/**
 * WordPress comment-reply behaviour: a reply link moves the form under the comment it answers
 * (its `data-belowelement`), sets `comment_parent`, and shows the cancel link; cancel puts the form
 * back where it was. The links are outside `#respond`, so they are heard on the document.
 */
export function watchReplies(respond: HTMLElement, listen: Listen): () => void {
  const placeholder = document.createElement('div');
  placeholder.id = 'wp-temp-form-div';
  placeholder.hidden = true;
  const cancel = respond.querySelector<HTMLElement>('#cancel-comment-reply-link');
  const parentInput = respond.querySelector<HTMLInputElement>('#comment_parent, input[name="comment_parent"]');

  const moveUnder = (link: HTMLElement) => {
    const below = document.getElementById(link.dataset.belowelement ?? '') ?? link.closest('li, .comment');
    if (!below) return false;
    if (!placeholder.isConnected) respond.before(placeholder);
    below.after(respond);
    if (parentInput) parentInput.value = link.dataset.commentid ?? '0';
    if (cancel) cancel.style.display = '';
    respond.querySelector<HTMLElement>('textarea, input:not([type="hidden"])')?.focus();
    return true;
  };
  const restore = () => {
    if (placeholder.isConnected) placeholder.replaceWith(respond);
    if (parentInput) parentInput.value = '0';
    if (cancel) cancel.style.display = 'none';
  };

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const reply = event.target.closest<HTMLElement>('a.comment-reply-link');
    if (reply && moveUnder(reply)) {
      event.preventDefault();
      return;
    }
    if (cancel && event.target.closest('#cancel-comment-reply-link') === cancel) {
      event.preventDefault();
      restore();
      respond.querySelector<HTMLElement>('textarea')?.focus();
    }
  };
  listen(document, 'click', onClick);
  return restore;
}
