import { beforeEach, describe, expect, it } from 'vitest';
import { lockRating, showChosen, starOf } from '../../../../src/widgets/content/post-rating-light/marks.ts';

const icons = (rating: HTMLElement) =>
  [...rating.querySelectorAll('.js-rmp-rating-icon')].map((icon) =>
    icon.className.replace('js-rmp-rating-icon rmp-icon', '').trim(),
  );
let rating: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `<div class="rmp-rating-widget js-rmp-rating-widget"><ul>${[1, 2, 3, 4, 5]
    .map(
      (value) =>
        `<li class="js-rmp-rating-item" data-value="${value}" role="radio" aria-checked="false" tabindex="${value === 1 ? 0 : -1}"><i class="js-rmp-rating-icon rmp-icon${value <= 4 ? ' rmp-icon--full-highlight' : ''}"></i></li>`,
    )
    .join('')}</ul><p class="js-rmp-msg"></p></div>`;
  rating = document.querySelector<HTMLElement>('.js-rmp-rating-widget')!;
});

describe('post-rating-light: what the plugin draws at load, as plain DOM', () => {
  it('has-rated (the rmp-rate cookie holds the post): the class, the thank-you text, the stars locked and out of the tab order', () => {
    lockRating(rating, 'has-rated', 'Mulțumim pentru evaluare!');
    expect(rating.classList.contains('rmp-rating-widget--has-rated')).toBe(true);
    expect(rating.querySelector('.js-rmp-msg')!.textContent).toBe('Mulțumim pentru evaluare!');
    expect(
      [...rating.querySelectorAll('li')].map((item) => [item.tabIndex, item.getAttribute('aria-disabled')]),
    ).toEqual(Array(5).fill([-1, 'true']));
  });

  it('no-privilege: the class and locked stars, no message', () => {
    lockRating(rating, 'no-privilege', 'Mulțumim pentru evaluare!');
    expect(rating.classList.contains('rmp-rating-widget--no-privilege')).toBe(true);
    expect(rating.querySelector('.js-rmp-msg')!.textContent).toBe('');
  });

  it('a chosen star: filled up to it as the React widget draws a choice, the average highlight gone, it alone checked', () => {
    showChosen(rating, 2);
    expect(icons(rating)).toEqual(['rmp-icon--processing-rating', 'rmp-icon--processing-rating', '', '', '']);
    expect([...rating.querySelectorAll('li')].map((item) => item.getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
  });

  it('knows the star under a click, and nothing outside the stars', () => {
    expect(starOf(rating, rating.querySelector('li[data-value="3"] i'))).toBe(3);
    expect(starOf(rating, rating.querySelector('.js-rmp-msg'))).toBe(0);
  });
});
