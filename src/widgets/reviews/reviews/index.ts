import { createElement } from 'react';
import type { WidgetModule } from '../../../runtime/types.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { readReviewFormSpec } from './form-spec.ts';
import { mountAllReviews } from './all-list.ts';
import { mountAllReviewsForm } from './all-form.ts';
import { mountClassicForm } from './classic-form.ts';
import { mountNoAjaxHistogram } from './noajax-histogram.ts';
import { mountList } from './list.ts';
import { copyExternalMedia } from './media-copy.ts';
import { listenForMedia } from './media-view.ts';
import { mountQna } from './qna.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { siblingRegion } from './region.ts';
import { listenForVotes } from './votes.ts';

/**
 * Customer Reviews (spec §2.3, §2.4, §4.5): on the product page's reviews block, the list controls,
 * votes and the review form; on the Q & A block, its search, list, votes and forms; on the shop's
 * all-reviews block, its filters, pages, votes, media and add-review form; with AJAX reviews off, the classic
 * histogram and CusRev's fields in the classic review form.
 */
const reviews: WidgetModule = {
  mount(host, context) {
    prepareAnnouncer();
    copyExternalMedia(host, context);
    if (host.matches('.cr-qna-block')) return mountQna(host, context);
    if (host.matches('.cr-all-reviews-shortcode')) {
      const stopList = mountAllReviews(host, context);
      const stopForm = mountAllReviewsForm(host, context);
      return () => {
        stopForm();
        stopList();
      };
    }
    // AJAX reviews off: the classic summary and the classic form CusRev extends.
    if (host.matches('.cr-noAjax')) return mountNoAjaxHistogram(host, context);
    if (host instanceof HTMLFormElement) return mountClassicForm(host, context);
    const stopList = mountList(host, context);
    listenForVotes(host, 'review', context);
    listenForMedia(host, context);
    // 5.117 prints the form beside the list, in `.cr-ajax-reviews-review-form` (legacy-contracts §11).
    const box = host.closest('.cr-reviews-ajax-reviews')?.querySelector<HTMLElement>('.cr-ajax-reviews-review-form') ?? null;
    const wrap = box?.querySelector<HTMLElement>('.cr-review-form-wrap');
    if (!box || !wrap) return stopList;
    const opener = host.querySelector<HTMLButtonElement>('.cr-ajax-reviews-add-review, .cr-nosummary-add');
    const spec = readReviewFormSpec(wrap);
    // No reviews yet: the plugin shows the form alone, with no way back (`-nc`).
    const closable = !box.classList.contains('cr-ajax-reviews-review-form-nc');
    const region = siblingRegion(box, host, opener, !closable);
    // React takes the region over (design §5); the spec above keeps what the server printed.
    wrap.replaceChildren();
    const unmountForm = mountReact(wrap, createElement(ReviewForm, { spec, open: region.open, onClose: region.close, closable, run: context.run }), context, { removeContainer: false });
    if (opener) context.listen(opener, 'click', () => (region.open.value = true));
    return () => {
      region.stop();
      unmountForm();
      stopList();
    };
  },
};

export default reviews;
