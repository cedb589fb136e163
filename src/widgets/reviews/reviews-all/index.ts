import type { WidgetModule } from '../../../runtime/types.ts';
import { startReviews } from '../shared/start.ts';
import { mountAllReviewsForm } from './all-form.ts';
import { mountAllReviews } from './all-list.ts';

/** Customer Reviews' all-reviews block (the shop's reviews page): filters, pages, votes, media and its add-review form. */
const reviewsAll: WidgetModule = {
  mount(host, context) {
    startReviews(host, context);
    const stopList = mountAllReviews(host, context);
    const stopForm = mountAllReviewsForm(host, context);
    return () => {
      stopForm();
      stopList();
    };
  },
};

export default reviewsAll;
