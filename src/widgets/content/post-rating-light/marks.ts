/**
 * What Rate My Post's own script does to the printed rating widget, as plain DOM (design §8,
 * "drawn when seen" and "answered at once"): the classes and attributes are the ones the React
 * widget draws for the same state, so when it takes over nothing moves.
 */
const HIGHLIGHTS = [
  'rmp-icon--full-highlight',
  'rmp-icon--half-highlight',
  'rmp-icon--hovered',
  'js-rmp-remove-half-star',
  'js-rmp-replace-half-star',
];
const CHOSEN = 'rmp-icon--processing-rating';

const items = (rating: HTMLElement) => [...rating.querySelectorAll<HTMLElement>('.js-rmp-rating-item')];

/**
 * The locked states the plugin shows at load: `has-rated` (the `rmp-rate` cookie holds the post:
 * the thank-you text in the message line) or `no-privilege`. The stars leave the tab order, as the
 * React widget's disabled stars do.
 */
export function lockRating(rating: HTMLElement, state: 'has-rated' | 'no-privilege', message: string): void {
  rating.classList.add(`rmp-rating-widget--${state}`);
  const line = rating.querySelector('.js-rmp-msg');
  if (state === 'has-rated' && line) line.textContent = message;
  for (const item of items(rating)) {
    item.setAttribute('aria-disabled', 'true');
    item.tabIndex = -1;
  }
}

/** The star chosen, drawn as the React widget draws a choice: filled up to it, it alone checked. */
export function showChosen(rating: HTMLElement, value: number): void {
  for (const item of items(rating)) {
    const star = Number(item.dataset.value);
    item.setAttribute('aria-checked', String(star === value));
    const icon = item.querySelector('.js-rmp-rating-icon');
    icon?.classList.remove(...HIGHLIGHTS, CHOSEN);
    if (star <= value) icon?.classList.add(CHOSEN);
  }
}

/** The star a click or key landed on, 0 when it was not on one. */
export function starOf(rating: HTMLElement, target: EventTarget | null): number {
  const item = target instanceof Element ? target.closest<HTMLElement>('.js-rmp-rating-item') : null;
  return item && rating.contains(item) ? Number(item.dataset.value) || 0 : 0;
}
