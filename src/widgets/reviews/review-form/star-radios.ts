import type { Listen } from '../../../runtime/types.ts';
import { isMoveKey, moveTarget } from '../../../lib/roving-move.ts';
import { ensureUiStyles } from '../../../ui/styles.ts';

export interface StarRadiosOptions {
  /** One accessible label per star; their count is the number of stars. */
  readonly labels: readonly string[];
  /** The checked star, 0 for none. */
  readonly value: number;
  readonly label?: string | undefined;
  readonly labelledBy?: string | undefined;
  readonly required?: boolean;
  /** The group's classes for a value (WooCommerce's `stars` / `stars selected`). */
  readonly groupClass: (value: number) => string;
  /** A star's own classes (WooCommerce's `star-N`, `active` on the checked one). */
  readonly starClass: (star: number, checked: boolean) => string;
  readonly onChange: (value: number) => void;
  readonly listen: Listen;
}

/**
 * The DOM twin of ui/Stars.tsx, for the one widget with no other React: the same APG radio group (one
 * tab stop, arrows move and check with wrap-around, Home/End, Space checks, a click checks) and
 * the same markup and classes, drawn without React so it can be drawn when its form is seen, as
 * the plugin's own script draws its stars at load. Not hoverable (the review form's stars are not).
 */
export function drawStarRadios(options: StarRadiosOptions): HTMLParagraphElement {
  ensureUiStyles();
  const group = document.createElement('p');
  group.setAttribute('role', 'radiogroup');
  if (options.labelledBy) group.setAttribute('aria-labelledby', options.labelledBy);
  else if (options.label) group.setAttribute('aria-label', options.label);
  if (options.required) group.setAttribute('aria-required', 'true');
  const stars = options.labels.map((starLabel, index) => {
    const star = document.createElement('span');
    star.setAttribute('role', 'radio');
    star.setAttribute('aria-label', starLabel);
    star.dataset.value = String(index + 1);
    const mark = document.createElement('span');
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = '★';
    star.append(mark);
    return star;
  });
  group.append(...stars);

  let value = options.value;
  const draw = () => {
    group.className = ['vitrina-stars', options.groupClass(value)].filter(Boolean).join(' ');
    stars.forEach((star, index) => {
      const checked = index + 1 === value;
      star.setAttribute('aria-checked', String(checked));
      star.tabIndex = index + 1 === (value || 1) ? 0 : -1;
      star.dataset.filled = String(index + 1 <= value);
      star.className = ['vitrina-star', options.starClass(index + 1, checked)].filter(Boolean).join(' ');
    });
  };
  const check = (index: number) => {
    value = index + 1;
    draw();
    stars[index]?.focus();
    options.onChange(value);
  };
  const indexOf = (target: EventTarget | null) =>
    target instanceof Element ? stars.findIndex((star) => star.contains(target)) : -1;

  options.listen(group, 'click', (event) => {
    const index = indexOf(event.target);
    if (index >= 0) check(index);
  });
  options.listen(group, 'keydown', (event) => {
    const index = indexOf(event.target);
    if (!(event instanceof KeyboardEvent) || index < 0) return;
    if (event.key === ' ') {
      event.preventDefault();
      check(index);
      return;
    }
    if (!isMoveKey(event.key)) return;
    event.preventDefault();
    const next = moveTarget(event.key, index, stars.length, () => false);
    if (next !== null) check(next);
  });
  draw();
  return group;
}
