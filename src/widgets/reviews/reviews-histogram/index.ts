import type { WidgetModule } from '../../../runtime/types.ts';
import { startReviews } from '../shared/start.ts';
import { mountNoAjaxHistogram } from './noajax.ts';

/** AJAX reviews off: the classic tab's histogram (`.cr-noAjax`), whose rows reload the page filtered. */
const reviewsHistogram: WidgetModule = {
  mount(host, context) {
    startReviews(host, context);
    return mountNoAjaxHistogram(host, context);
  },
};

export default reviewsHistogram;
