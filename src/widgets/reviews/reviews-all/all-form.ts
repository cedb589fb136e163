import { createElement } from 'react';
import type { WidgetContext } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { readReviewFormSpec } from '../shared/form-spec.ts';
import { ReviewForm } from '../shared/ReviewForm.tsx';
import { formRegion } from '../shared/region.ts';

/**
 * The all-reviews block's "add a review" (CusRev 5.117 `[cusrev_all_reviews add_review=…]`): the
 * block prints `.cr-review-form-wrap` (templates/cr-review-form.php) and `.cr-all-reviews-add-review`
 * in its summary. frontend.js L1299 opens it by adding `cr-all-reviews-new-review` to the block,
 * whose css/frontend.css rules show the form and hide the summary, search, tags, count row and
 * list; back, the cross and cancel take the class off (L979). The form itself, its checks and its
 * `cr_submit_review` post are the product tab's (ReviewForm); item -1 is a review of the shop.
 */
export function mountAllReviewsForm(host: HTMLElement, context: WidgetContext): () => void {
  const wrap = host.querySelector<HTMLElement>(':scope > .cr-review-form-wrap');
  const opener = host.querySelector<HTMLButtonElement>('.cr-all-reviews-add-review');
  if (!wrap || !opener) return () => {};
  const spec = readReviewFormSpec(wrap);
  const region = formRegion(wrap, opener, false, { element: host, className: 'cr-all-reviews-new-review' });
  // React takes the region over (design §5); the spec above keeps what the server printed.
  wrap.replaceChildren();
  const unmountForm = mountReact(
    wrap,
    createElement(ReviewForm, { spec, open: region.open, onClose: region.close, closable: true, run: context.run }),
    context,
    { removeContainer: false },
  );
  context.listen(opener, 'click', (event) => {
    event.preventDefault();
    region.open.value = true;
  });
  return () => {
    region.stop();
    unmountForm();
  };
}
