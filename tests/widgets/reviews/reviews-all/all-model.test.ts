// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  parseAttributes,
  planAll,
  usesShowMore,
  type AllState,
} from '../../../../src/widgets/reviews/reviews-all/all-model.ts';

const start: AllState = { rating: 0, sort: 'recent', search: '', tags: [], page: 3 };

describe('planAll', () => {
  it('starts again from the first page on every filter change', () => {
    for (const change of [
      { kind: 'sort', sort: 'helpful' },
      { kind: 'search', search: 'livrare' },
      { kind: 'tag', tag: '31' },
      { kind: 'rating', rating: 4 },
    ] as const) {
      const plan = planAll(start, change);
      expect(plan.page).toBe(0);
      expect(plan.state.page).toBe(1);
      expect(plan.append).toBe(false);
      expect(plan.paged).toBe(false);
    }
  });

  it('a star clears the chosen tags; a tag toggles', () => {
    const tagged = planAll(start, { kind: 'tag', tag: '31' }).state;
    expect(tagged.tags).toEqual(['31']);
    expect(planAll(tagged, { kind: 'tag', tag: '31' }).state.tags).toEqual([]);
    expect(planAll(tagged, { kind: 'rating', rating: 5 }).state).toMatchObject({ rating: 5, tags: [] });
  });

  it('show more asks for the page after those shown and appends', () => {
    expect(planAll(start, { kind: 'more' })).toMatchObject({ page: 3, append: true, paged: false, state: start });
  });

  it('a page link asks for that 0-based page and replaces the list', () => {
    expect(planAll(start, { kind: 'page', page: 6 })).toMatchObject({
      page: 6,
      append: false,
      paged: true,
      state: { page: 7 },
    });
  });
});

describe('parseAttributes', () => {
  it('keeps what travels as form fields and drops the rest', () => {
    expect(
      parseAttributes(
        '{"sort":"desc","per_page":10,"show_more":0,"show_products":true,"products":[1,2],"nested":{"a":1},"none":null}',
      ),
    ).toEqual({ sort: 'desc', per_page: 10, show_more: 0, show_products: true, products: [1, 2] });
  });

  it('sends none for unreadable JSON, an array or a missing attribute', () => {
    expect(parseAttributes('{sort:')).toEqual({});
    expect(parseAttributes('[1,2]')).toEqual({});
    expect(parseAttributes(undefined)).toEqual({});
  });

  it('show_more above 0 means a "show more" block', () => {
    expect(usesShowMore({ show_more: 5 })).toBe(true);
    expect(usesShowMore({ show_more: '5' })).toBe(true);
    expect(usesShowMore({ show_more: 0 })).toBe(false);
    expect(usesShowMore({})).toBe(false);
  });
});
