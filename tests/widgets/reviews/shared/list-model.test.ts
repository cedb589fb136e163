// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { outcomeOf, planQuery, toggleTag, type ListState } from '../../../../src/widgets/reviews/shared/model.ts';

const START: ListState = { rating: 0, sort: 'recent', search: '', tags: [], pages: 1 };
const NONCES = { list: 'list-nonce', filter: 'filter-nonce' };

describe('planQuery (spec §4.5: search, tag or filter change resets to page 0)', () => {
  it('sends a plain sort through cr_sort_reviews from page 0', () => {
    const plan = planQuery(START, { kind: 'sort', sort: 'helpful' }, '7', NONCES);
    expect(plan.call).toEqual({ kind: 'sort' });
    expect(plan.query).toMatchObject({ productId: '7', sort: 'helpful', page: 0 });
    expect(plan.append).toBe(false);
  });

  it('sends a plain rating filter through cr_filter_reviews with the summary nonce', () => {
    const plan = planQuery({ ...START, pages: 3 }, { kind: 'rating', rating: 4 }, '7', NONCES);
    expect(plan.call).toEqual({ kind: 'filter', nonce: 'filter-nonce' });
    expect(plan.state).toMatchObject({ rating: 4, pages: 0 });
  });

  it('keeps an active search or tag by re-querying through show more from page 0', () => {
    const searching = planQuery(
      { ...START, search: 'miros', pages: 2 },
      { kind: 'sort', sort: 'ratinglow' },
      '7',
      NONCES,
    );
    expect(searching.call).toEqual({ kind: 'more', nonce: 'list-nonce' });
    expect(searching.query).toMatchObject({ search: 'miros', sort: 'ratinglow', page: 0 });
    const tagged = planQuery({ ...START, tags: ['31'] }, { kind: 'rating', rating: 5 }, '7', NONCES);
    expect(tagged.call.kind).toBe('more');
  });

  it('resets to page 0 on search and tag changes, trims the search and toggles tags', () => {
    const search = planQuery({ ...START, pages: 4 }, { kind: 'search', search: '  parfum ' }, '7', NONCES);
    expect(search.query).toMatchObject({ search: 'parfum', page: 0 });
    const tag = planQuery({ ...START, pages: 4 }, { kind: 'tag', tag: '31' }, '7', NONCES);
    expect(tag.query).toMatchObject({ tags: ['31'], page: 0 });
    expect(toggleTag(['31', '32'], '31')).toEqual(['32']);
    expect(toggleTag(['32'], '31')).toEqual(['32', '31']);
  });

  it('show more asks for the next page from the pages shown and appends', () => {
    const plan = planQuery({ ...START, pages: 2 }, { kind: 'more' }, '7', NONCES);
    expect(plan).toMatchObject({ append: true, call: { kind: 'more', nonce: 'list-nonce' } });
    expect(plan.query.page).toBe(2);
  });
});

describe('outcomeOf (legacy-contracts §11, behaviour 2)', () => {
  it('ignores a page 0 answer', () => {
    expect(outcomeOf({ page: 0, html: '<li></li>', lastPage: false }, false).mode).toBe('ignore');
  });

  it('shows the no-results notice for empty html on page 1 only', () => {
    expect(outcomeOf({ page: 1, html: ' ', lastPage: true }, false)).toEqual({
      mode: 'replace',
      noResults: true,
      showMore: false,
      pages: 1,
    });
    expect(outcomeOf({ page: 3, html: '', lastPage: false }, true)).toMatchObject({
      mode: 'append',
      noResults: false,
      showMore: false,
    });
  });

  it('shows "show more" only while there is a next page', () => {
    expect(outcomeOf({ page: 2, html: '<li></li>', lastPage: false }, true).showMore).toBe(true);
    expect(outcomeOf({ page: 6, html: '<li></li>', lastPage: true }, true).showMore).toBe(false);
  });
});
