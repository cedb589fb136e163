import { afterEach, describe, expect, it } from 'vitest';
import { isLaterDuplicate } from '../../../../src/widgets/content/post-rating-results/duplicates.ts';
import { readResultsMarkup } from '../../../../src/widgets/content/post-rating-results/markup.ts';

afterEach(() => document.body.replaceChildren());

/** Rate My Post's results widget template (rate-my-post public/partials, "Results Widget"), average and count filled in. */
function results(postId: string, average: string, count: string, attributes = `data-post-id="${postId}"`): string {
  return `<div class="rmp-results-widget js-rmp-results-widget js-rmp-results-widget--${postId} " ${attributes}>
  <div class="rmp-results-widget__visual-rating"><i class="js-rmp-results-icon rmp-icon rmp-icon--ratings rmp-icon--star"></i></div>
  <div class="rmp-results-widget__avg-rating">
    <span class="js-rmp-avg-rating">
      ${average}
    </span>
  </div>
  <div class="rmp-results-widget__vote-count">
    (<span class="js-rmp-vote-count">${count}</span>)
  </div>
</div>`;
}

function widget(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.querySelector<HTMLElement>('.js-rmp-results-widget')!;
}

describe('§2.10 the results widget reads the average and vote count the server printed', () => {
  it.each([
    ['a rated post: average and count', results('131', '4.5', '13'), { postId: 131, average: 4.5, count: 13 }],
    [
      'the post id from the class when data-post-id is missing',
      results('131', '4.5', '13', ''),
      { postId: 131, average: 4.5, count: 13 },
    ],
    ['a post without votes (the plugin prints 0)', results('131', '0', '0'), { postId: 131, average: 0, count: 0 }],
    [
      'ajaxLoad on: printed empty, read as no votes until the server answers',
      results('131', '', ''),
      { postId: 131, average: 0, count: 0 },
    ],
    ['garbage in the numbers is read as no votes', results('131', 'n/a', '-2'), { postId: 131, average: 0, count: 0 }],
    [
      "the fixture shop's markup (no inner spans)",
      '<div class="rmp-results-widget js-rmp-results-widget js-rmp-results-widget--7" data-post-id="7"><div class="rmp-results-widget__avg-rating">3.7</div><div class="rmp-results-widget__vote-count">(3)</div></div>',
      { postId: 7, average: 3.7, count: 3 },
    ],
  ])('%s', (_rule, markup, expected) => {
    expect(readResultsMarkup(widget(markup))).toEqual(expected);
  });

  it.each([
    ['no post id anywhere', '<div class="rmp-results-widget js-rmp-results-widget"></div>'],
    ['post id 0', results('0', '4', '1')],
    ['a post id that is not a number', results('abc', '4', '1', 'data-post-id="abc"')],
  ])('is not a results widget: %s', (_rule, markup) => {
    expect(readResultsMarkup(widget(markup))).toBeNull();
  });
});

describe('§4.8 duplicate widgets for the same post are removed, keeping the first', () => {
  it.each([
    ['the first widget of a post is kept', [results('1', '4', '2'), results('1', '4', '2')], 0, false],
    ['the second widget of the same post is a duplicate', [results('1', '4', '2'), results('1', '4', '2')], 1, true],
    ['a widget of another post is not a duplicate', [results('1', '4', '2'), results('2', '3', '1')], 1, false],
    [
      'the same post named once by class and once by data-post-id',
      [results('1', '4', '2', ''), results('1', '4', '2')],
      1,
      true,
    ],
  ])('%s', (_rule, widgets, index, expected) => {
    document.body.innerHTML = widgets.join('');
    const host = document.querySelectorAll<HTMLElement>('.js-rmp-results-widget')[index]!;
    expect(isLaterDuplicate(host, readResultsMarkup(host)!.postId)).toBe(expected);
  });
});
