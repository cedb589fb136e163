import type { WidgetModule } from '../../../runtime/types.ts';
import { startReviews } from '../shared/start.ts';
import { mountClassicForm } from './classic-form.ts';

/** AJAX reviews off: CusRev's fields (stars, media, captcha) in the classic review form it extends. */
const reviewsClassicForm: WidgetModule = {
  mount(host, context) {
    startReviews(host, context);
    return host instanceof HTMLFormElement ? mountClassicForm(host, context) : () => undefined;
  },
};

export default reviewsClassicForm;
