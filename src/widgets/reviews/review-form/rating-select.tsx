import type { WidgetContext } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { RatingStars } from './RatingStars.tsx';

const FALLBACK_LABELS = [1, 2, 3, 4, 5].map((value) => `${value} din 5 stele`);

/**
 * Puts the star group in place of the hidden `select#rating`. A hidden required select would make
 * the browser block the submit silently ("not focusable"), so the requirement moves to the group
 * and the widget checks it with the alert on submit.
 */
export function replaceRatingSelect(
  select: HTMLSelectElement,
  labels: readonly string[],
  context: Pick<WidgetContext, 'name' | 'report'>,
): () => void {
  const label = select.form?.querySelector<HTMLLabelElement>('label[for="rating"]') ?? null;
  if (label) label.id ||= 'comment-form-rating-label';
  const wasRequired = select.required;
  select.required = false;
  select.hidden = true;
  select.style.display = 'none';
  const container = document.createElement('div');
  select.after(container);
  const starLabels = labels.length === 5 ? labels : FALLBACK_LABELS;
  // The hidden select stays the posted value and hears a `change` like the old script sent.
  const choose = (value: number) => {
    select.value = String(value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const stars = (
    <RatingStars
      initial={Number(select.value) || 0}
      onChoose={choose}
      labels={starLabels}
      labelledBy={label?.id}
      required={wasRequired}
    />
  );
  const unmount = mountReact(container, stars, context);
  return () => {
    unmount();
    select.required = wasRequired;
    select.hidden = false;
    select.style.display = '';
  };
}
