import { createElement } from 'react';
import type { WidgetModule } from '../../../runtime/types.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { readReviewFormSpec } from '../shared/form-spec.ts';
import { ReviewForm } from '../shared/ReviewForm.tsx';
import { siblingRegion } from '../shared/region.ts';

/** The add-review buttons the AJAX list prints (with reviews, and with none). */
const OPENER = '.cr-ajax-reviews-add-review, .cr-nosummary-add';

/**
 * Customer Reviews' AJAX review form (spec §2.4): 5.117 prints it in `.cr-ajax-reviews-review-form`,
 * beside the list, both in `.cr-reviews-ajax-reviews` (legacy-contracts §11), the widget's host; the
 * list's add-review button opens it, and one of the two shows at a time.
 */
const reviewsForm: WidgetModule = {
  mount(block, context) {
    const list = block.querySelector<HTMLElement>('.cr-reviews-ajax-comments');
    const box = block.querySelector<HTMLElement>('.cr-ajax-reviews-review-form');
    const wrap = box?.querySelector<HTMLElement>('.cr-review-form-wrap');
    if (!list || !box || !wrap) return () => undefined;
    prepareAnnouncer();
    const opener = list.querySelector<HTMLButtonElement>(OPENER);
    const spec = readReviewFormSpec(wrap);
    // No reviews yet: the plugin shows the form alone, with no way back (`-nc`).
    const closable = !box.classList.contains('cr-ajax-reviews-review-form-nc');
    const region = siblingRegion(box, list, opener, !closable);
    // React takes the region over (design §5); the spec above keeps what the server printed.
    wrap.replaceChildren();
    const unmountForm = mountReact(
      wrap,
      createElement(ReviewForm, { spec, open: region.open, onClose: region.close, closable, run: context.run }),
      context,
      { removeContainer: false },
    );
    if (opener) context.listen(opener, 'click', () => (region.open.value = true));
    return () => {
      region.stop();
      unmountForm();
    };
  },
};

export default reviewsForm;
