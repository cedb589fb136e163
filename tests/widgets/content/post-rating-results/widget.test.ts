import { afterEach, describe, expect, it } from 'vitest';
import { postTotals, setPostTotals } from '../../../../src/widgets/content/shared/state/post-ratings.ts';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';
import { settle } from '../../../runtime/helpers.ts';

// The fixture shop's results widget (fixtures/server/render/rate-my-post.ts, after rate-my-post's
// public/partials results template): post 7 with 3 votes, post 8 with none.
const RATED =
  '<div class="rmp-results-widget js-rmp-results-widget js-rmp-results-widget--7" data-post-id="7"><div class="rmp-results-widget__visual-rating" aria-hidden="true"></div><div class="rmp-results-widget__avg-rating">3.7</div><div class="rmp-results-widget__vote-count">(3)</div></div>';
const UNRATED =
  '<div class="rmp-results-widget js-rmp-results-widget js-rmp-results-widget--8" data-post-id="8"><div class="rmp-results-widget__no-votes">Niciun vot</div></div>';
const globals = window as unknown as Record<string, unknown>;
let observer: MutationObserver | undefined;

afterEach(async () => {
  await stopWidgets(observer);
  delete globals.rmp_frontend;
  postTotals.value = new Map();
});

const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;

describe('post-rating-results (§2.10)', () => {
  it('shows the average and the vote count, said as one sentence to screen readers', async () => {
    observer = await runWidgets(['post-rating-results'], RATED);
    expect([
      text('.rmp-results-widget__avg-rating'),
      text('.rmp-results-widget__vote-count'),
      text('.screen-reader-text'),
    ]).toEqual(['3.7', '(3)', 'Nota medie 3.7 din 5, 3 voturi']);
    expect(document.querySelector('.js-rmp-results-widget')!.classList.contains('rmp-results-widget--has-votes')).toBe(
      true,
    );
  });

  it('shows the no-votes text from rmp_frontend when there are no votes', async () => {
    globals.rmp_frontend = { noVotes: 'Fii primul care votează!' };
    observer = await runWidgets(['post-rating-results'], UNRATED);
    expect(text('.rmp-results-widget__no-votes')).toBe('Fii primul care votează!');
    expect(document.querySelector('.rmp-results-widget__avg-rating')).toBeNull();
  });

  it('follows a vote on the same post (state/post-ratings)', async () => {
    observer = await runWidgets(['post-rating-results'], UNRATED + RATED);
    setPostTotals(8, { average: 5, count: 1 });
    await settle();
    const first = document.querySelector('.js-rmp-results-widget--8')!;
    expect([
      first.querySelector('.rmp-results-widget__vote-count')?.textContent,
      first.querySelector('.screen-reader-text')?.textContent,
    ]).toEqual(['(1)', 'Nota medie 5 din 5, un vot']);
    expect(document.querySelector('.js-rmp-results-widget--7 .rmp-results-widget__vote-count')?.textContent).toBe(
      '(3)',
    );
  });

  it('§4.8 a second widget of the same post is removed', async () => {
    observer = await runWidgets(['post-rating-results'], RATED + RATED);
    expect(document.querySelectorAll('.js-rmp-results-widget')).toHaveLength(1);
  });
});
