import type { WidgetContext } from '../../../runtime/types.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { copyExternalMedia } from './media-copy.ts';

/**
 * What every Customer Reviews block does first, whichever it is: the live region its messages go
 * to, and the plugin's once-a-visit copy of externally hosted media (media-copy.ts).
 */
export function startReviews(host: HTMLElement, context: WidgetContext): void {
  prepareAnnouncer();
  copyExternalMedia(host, context);
}
