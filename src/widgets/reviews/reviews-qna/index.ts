import type { WidgetModule } from '../../../runtime/types.ts';
import { startReviews } from '../shared/start.ts';
import { mountQna } from './qna.ts';

/** Customer Reviews' Q & A block (spec §2.3): its search, list, votes and question and answer forms. */
const reviewsQna: WidgetModule = {
  mount(host, context) {
    startReviews(host, context);
    return mountQna(host, context);
  },
};

export default reviewsQna;
