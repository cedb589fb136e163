import type { WidgetContext } from '../../../runtime/types.ts';
import { drawStarRadios } from './star-radios.ts';

const FALLBACK_LABELS = [1, 2, 3, 4, 5].map((value) => `${value} din 5 stele`);

/**
 * Puts the star group in place of the hidden `select#rating`, as WooCommerce's script does at
 * load. A hidden required select would make the browser block the submit silently ("not
 * focusable"), so the requirement moves to the group and the widget checks it with the alert on
 * submit. A shopper who had already reached the select keeps the focus, on the group's tab stop.
 */
export function replaceRatingSelect(
  select: HTMLSelectElement,
  labels: readonly string[],
  context: Pick<WidgetContext, 'name' | 'listen'>,
): () => void {
  const label = select.form?.querySelector<HTMLLabelElement>('label[for="rating"]') ?? null;
  if (label) label.id ||= 'comment-form-rating-label';
  const wasRequired = select.required;
  const hadFocus = document.activeElement === select;
  const stars = drawStarRadios({
    labels: labels.length === 5 ? labels : FALLBACK_LABELS,
    value: Number(select.value) || 0,
    labelledBy: label?.id,
    label: label ? undefined : 'Evaluarea ta',
    required: wasRequired,
    groupClass: (value) => (value > 0 ? 'stars selected' : 'stars'),
    starClass: (star, checked) => `star-${star}${checked ? ' active' : ''}`,
    // The hidden select stays the posted value and hears a `change` like the old script sent.
    onChange: (value) => {
      select.value = String(value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    listen: context.listen,
  });
  // Drawn and answered by this widget: a host around it that still waits for its chunk lets its touches through (runtime/intent.ts).
  stars.setAttribute('data-vitrina-root', context.name);
  select.required = false;
  select.hidden = true;
  select.style.display = 'none';
  select.after(stars);
  if (hadFocus) stars.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  return () => {
    stars.remove();
    select.required = wasRequired;
    select.hidden = false;
    select.style.display = '';
  };
}
