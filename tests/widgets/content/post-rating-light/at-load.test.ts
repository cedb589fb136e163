import { beforeEach, describe, expect, it } from 'vitest';
import { removeLaterDuplicates, writeTotals } from '../../../../src/widgets/content/post-rating-light/at-load.ts';

// The fixture shop's markup (fixtures/server/render/rate-my-post.ts), cut to what the load-time work touches.
const icon = (name: string) => `<i class="${name} rmp-icon rmp-icon--star rmp-icon--full-highlight"></i>`;
const rating = (postId: number) =>
  `<div class="js-rmp-widgets-container js-rmp-widgets-container--${postId}" data-post-id="${postId}"><div class="js-rmp-rating-widget"><ul>${[
    1, 2, 3, 4, 5,
  ]
    .map(
      (value) =>
        `<li class="js-rmp-rating-item" data-value="${value}" aria-checked="false">${icon('js-rmp-rating-icon')}</li>`,
    )
    .join(
      '',
    )}</ul><p class="js-rmp-results">Nota medie <span class="js-rmp-avg-rating">5</span> / 5. Voturi: <span class="js-rmp-vote-count">10</span></p><p class="js-rmp-not-rated rmp-rating-widget__not-rated--hidden">Niciun vot</p></div></div>`;
const results = (postId: number) =>
  `<div class="js-rmp-results-widget js-rmp-results-widget--${postId}" data-post-id="${postId}"><div>${icon('js-rmp-results-icon').repeat(5)}</div><div class="rmp-results-widget__avg-rating">5</div><div class="rmp-results-widget__vote-count">(10)</div></div>`;

const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent);
const iconClasses = (selector: string) =>
  [...document.querySelectorAll(selector)].map((element) =>
    element.className.replace(/^\S+ rmp-icon rmp-icon--star ?/, ''),
  );

beforeEach(() => {
  document.body.innerHTML = `${results(7)}${results(7)}${results(8)}${rating(7)}<div data-vitrina-root="post-rating-results">${results(9)}</div>${rating(7)}`;
});

describe('post-rating-light: the plugin’s load-time work, as plain DOM', () => {
  it('duplicates: every container and results widget of the post after the first leaves; other posts stay', () => {
    removeLaterDuplicates(7);
    expect(document.querySelectorAll('.js-rmp-widgets-container--7')).toHaveLength(1);
    expect(document.querySelectorAll('.js-rmp-results-widget--7')).toHaveLength(1);
    expect(document.querySelectorAll('.js-rmp-results-widget--8')).toHaveLength(1);
  });

  it('ajaxLoad counts: written in the printed rating and results widgets, icons drawn for the average', () => {
    removeLaterDuplicates(7);
    writeTotals(7, { average: 4.3, count: 12 });
    expect(texts('.js-rmp-widgets-container--7 .js-rmp-avg-rating')).toEqual(['4.3']);
    expect(texts('.js-rmp-widgets-container--7 .js-rmp-vote-count')).toEqual(['12']);
    expect(texts('.js-rmp-results-widget--7 .rmp-results-widget__avg-rating')).toEqual(['4.3']);
    expect(texts('.js-rmp-results-widget--7 .rmp-results-widget__vote-count')).toEqual(['(12)']);
    expect(iconClasses('.js-rmp-results-widget--7 .js-rmp-results-icon')).toEqual([
      ...Array(4).fill('rmp-icon--full-highlight'),
      'rmp-icon--half-highlight js-rmp-remove-half-star',
    ]);
    expect(iconClasses('.js-rmp-rating-icon')).toEqual([
      ...Array(4).fill('rmp-icon--full-highlight'),
      'rmp-icon--half-highlight js-rmp-remove-half-star',
    ]);
  });

  it('no votes: the not-rated line shows, the results line hides', () => {
    writeTotals(7, { average: 0, count: 0 });
    const widget = document.querySelector('.js-rmp-widgets-container--7')!;
    expect(widget.querySelector('.js-rmp-results')!.classList.contains('rmp-rating-widget__results--hidden')).toBe(
      true,
    );
    expect(widget.querySelector('.js-rmp-not-rated')!.classList.contains('rmp-rating-widget__not-rated--hidden')).toBe(
      false,
    );
  });

  it('a star already chosen keeps showing chosen; a widget React owns is left to React', () => {
    document.querySelector('.js-rmp-rating-item[data-value="2"]')!.setAttribute('aria-checked', 'true');
    writeTotals(7, { average: 4.3, count: 12 });
    expect(iconClasses('.js-rmp-widgets-container--7 .js-rmp-rating-icon').slice(0, 5)).toEqual(
      Array(5).fill('rmp-icon--full-highlight'),
    );
    writeTotals(9, { average: 1, count: 1 });
    expect(texts('.js-rmp-results-widget--9 .rmp-results-widget__vote-count')).toEqual(['(10)']);
  });
});
