import { requestMediaCopy } from './api/all-reviews.ts';
import type { WidgetContext } from '../../../runtime/types.ts';

const EXTERNAL = '.cr-comment-image-ext[data-reviewid], .cr-comment-video-ext[data-reviewid]';

/** One request per page view, however many review blocks the page carries. */
let asked = false;

/**
 * The plugin asks the shop, once per page view, to copy the first review found with externally
 * hosted media (legacy-contracts §11, behaviour 5): one review a visit spreads the copying over
 * visits instead of sending one request per review at once.
 */
export function copyExternalMedia(host: HTMLElement, context: WidgetContext): void {
  if (asked) return;
  const reviewId = host.querySelector<HTMLElement>(EXTERNAL)?.dataset.reviewid;
  if (!reviewId) return;
  asked = true;
  context.run(requestMediaCopy(reviewId));
}
