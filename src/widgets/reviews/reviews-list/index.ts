import type { WidgetModule } from '../../../runtime/types.ts';
import { listenForMedia } from '../shared/media-view.ts';
import { startReviews } from '../shared/start.ts';
import { listenForVotes } from '../shared/votes.ts';
import { mountList } from './list.ts';

/**
 * Customer Reviews' AJAX list on the product page (spec §2.3, §4.5): its filters, sorting, search,
 * pages, votes and media. The review form beside it is the `reviews-form` widget.
 */
const reviewsList: WidgetModule = {
  mount(host, context) {
    startReviews(host, context);
    const stopList = mountList(host, context);
    listenForVotes(host, 'review', context);
    listenForMedia(host, context);
    return stopList;
  },
};

export default reviewsList;
