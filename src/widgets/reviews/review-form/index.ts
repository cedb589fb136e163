import { readSingleProductParams } from '../../../config/single-product.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { watchReplies } from './reply.ts';
import { replaceRatingSelect } from './rating-select.ts';

/**
 * The classic review and comment form (`#respond`): star rating radio group with the
 * required-rating alert (spec §8), reply/cancel moves, and Ctrl or Cmd + Enter to submit.
 * The form still posts natively; nothing typed is touched. No React: the stars are drawn when the
 * form is seen, as WooCommerce's script draws them at load, so the first click lands on a star.
 */
const reviewForm: WidgetModule = {
  mount(host, context) {
    const form = host.querySelector<HTMLFormElement>('form');
    if (!form) return undefined;
    const params = readSingleProductParams();
    const select = form.querySelector<HTMLSelectElement>('select#rating');
    const removeStars = select ? replaceRatingSelect(select, params.ratingOptions, context) : null;

    const onSubmit = (event: SubmitEvent) => {
      if (!select || !params.reviewRatingRequired || select.value !== '') return;
      // A reply to a review carries no rating (WooCommerce hides it for replies).
      const parent = form.querySelector<HTMLInputElement>('input[name="comment_parent"]')?.value ?? '0';
      if (parent !== '0' && parent !== '') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.alert(params.requiredRatingText);
      form.querySelector<HTMLElement>('p.stars [tabindex="0"]')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
      if (!(event.target instanceof HTMLTextAreaElement)) return;
      event.preventDefault();
      const submitter = form.querySelector<HTMLElement>('#submit, [type="submit"]');
      form.requestSubmit(
        submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined,
      );
    };
    context.listen(form, 'submit', onSubmit, { capture: true });
    context.listen(form, 'keydown', onKeyDown);
    const stopReplies = watchReplies(host, context.listen);

    return () => {
      stopReplies();
      removeStars?.();
    };
  },
};

export default reviewForm;
