import { averageIconClasses, formatAverage } from '../shared/rating-icons.ts';
import type { PostTotals } from '../shared/state/post-ratings.ts';

/**
 * What Rate My Post's script does to a post's printed widgets at load with no touch, as plain DOM:
 * the duplicate check, and the counts of a `load_results` answer (ajaxLoad) written in place. Only
 * the server's markup is written; a part React already owns (inside `[data-vitrina-root]`) draws
 * the same counts from `postTotals` itself.
 */
const ICON_CLASSES = [
  'rmp-icon--full-highlight',
  'rmp-icon--half-highlight',
  'js-rmp-remove-half-star',
  'js-rmp-replace-half-star',
];

/** Every container and results widget of the post after the first one leaves the page (the plugin keeps the first). */
export function removeLaterDuplicates(postId: number, root: ParentNode = document): void {
  for (const selector of [`.js-rmp-widgets-container--${postId}`, `.js-rmp-results-widget--${postId}`]) {
    const [, ...later] = root.querySelectorAll(selector);
    for (const element of later) element.remove();
  }
}

const printed = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => !element.closest('[data-vitrina-root]'));

function drawIcons(icons: readonly HTMLElement[], average: number): void {
  const classes = averageIconClasses(average, icons.length);
  icons.forEach((icon, index) => {
    icon.classList.remove(...ICON_CLASSES);
    icon.classList.add(...(classes[index] ?? '').split(' ').filter(Boolean));
  });
}

/** The server's counts written into the post's printed rating and results widgets. */
export function writeTotals(postId: number, { average, count }: PostTotals, root: ParentNode = document): void {
  for (const rating of printed(root, `.js-rmp-widgets-container--${postId} .js-rmp-rating-widget`)) {
    for (const element of rating.querySelectorAll('.js-rmp-avg-rating')) element.textContent = formatAverage(average);
    for (const element of rating.querySelectorAll('.js-rmp-vote-count')) element.textContent = String(count);
    rating.querySelector('.js-rmp-results')?.classList.toggle('rmp-rating-widget__results--hidden', count === 0);
    rating.querySelector('.js-rmp-not-rated')?.classList.toggle('rmp-rating-widget__not-rated--hidden', count > 0);
    // A star the shopper already chose keeps showing chosen (the light half's answer to the click).
    if (!rating.querySelector('.js-rmp-rating-item[aria-checked="true"]'))
      drawIcons([...rating.querySelectorAll<HTMLElement>('.js-rmp-rating-icon')], average);
  }
  for (const results of printed(root, `.js-rmp-results-widget--${postId}`)) {
    // The plugin's template has `.js-rmp-avg-rating` / `.js-rmp-vote-count` spans inside; without them the block itself holds the text.
    const averageSpan =
      results.querySelector('.js-rmp-avg-rating') ?? results.querySelector('.rmp-results-widget__avg-rating');
    if (averageSpan) averageSpan.textContent = formatAverage(average);
    const countSpan = results.querySelector('.js-rmp-vote-count');
    if (countSpan) countSpan.textContent = String(count);
    else {
      const countBlock = results.querySelector('.rmp-results-widget__vote-count');
      if (countBlock) countBlock.textContent = `(${count})`;
    }
    drawIcons([...results.querySelectorAll<HTMLElement>('.js-rmp-results-icon')], average);
  }
}
