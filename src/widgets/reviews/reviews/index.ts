import { createElement } from 'react';
import type { WidgetModule } from '../../../runtime/types.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { readReviewFormSpec } from './form-spec.ts';
import { mountAllReviews } from './all-list.ts';
import { mountList } from './list.ts';
import { copyExternalMedia } from './media-copy.ts';
import { listenForMedia } from './media-view.ts';
import { mountQna } from './qna.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { formRegion } from './region.ts';
import { listenForVotes } from './votes.ts';

/**
 * Customer Reviews (spec §2.3, §2.4, §4.5): on the product page's reviews block, the list controls,
 * votes and the review form; on the Q & A block, its search, list, votes and forms; on the shop's
 * all-reviews block, its filters, pages, votes and media.
 */
const reviews: WidgetModule = {
  mount(host, context) {
    prepareAnnouncer();
    copyExternalMedia(host, context);
    if (host.matches('.cr-qna-block')) return mountQna(host, context);
    if (host.matches('.cr-all-reviews-shortcode')) return mountAllReviews(host, context);
    const stopList = mountList(host, context);
    listenForVotes(host, 'review', context);
    listenForMedia(host, context);
    const wrap = host.querySelector<HTMLElement>('.cr-review-form-wrap');
    if (!wrap) return stopList;
    const opener = host.querySelector<HTMLButtonElement>('.cr-ajax-reviews-add-review');
    const spec = readReviewFormSpec(wrap);
    const region = formRegion(wrap, opener);
    // React takes the region over (design §5); the spec above keeps what the server printed.
    wrap.replaceChildren();
    const unmountForm = mountReact(wrap, createElement(ReviewForm, { spec, open: region.open, onClose: region.close }), context, { removeContainer: false });
    if (opener) context.listen(opener, 'click', () => (region.open.value = !region.open.value));
    return () => {
      region.stop();
      unmountForm();
      stopList();
    };
  },
};

export default reviews;
