// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decode } from '../../src/api/decode.ts';
import { feedbackDecoder, ratingDecoder } from '../../src/widgets/content/shared/api/rating.ts';
import { searchFields, suggestionsDecoder } from '../../src/widgets/content/live-search/api/search.ts';

describe('process_rating / load_results answers (spec §3.8)', () => {
  it('reads a counted vote, numbers sent as text included', () => {
    expect(decode(ratingDecoder, { voteCount: '8', avgRating: 4.3, errorMsg: '', token: 'tk', id: 31 })).toEqual({
      ok: true,
      value: { kind: 'counted', voteCount: 8, avgRating: 4.3, token: 'tk', ratingId: '31' },
    });
    expect(decode(ratingDecoder, { voteCount: 0, avgRating: 0, errorMsg: [] })).toEqual({
      ok: true,
      value: { kind: 'counted', voteCount: 0, avgRating: 0, token: '', ratingId: '' },
    });
  });

  it('keeps the plugin refusals apart from errors, as a list or a single text', () => {
    expect(
      decode(ratingDecoder, { voteCount: 3, avgRating: 4, errorMsg: ['Ai votat deja.', '', 'Token invalid.'] }),
    ).toEqual({
      ok: true,
      value: { kind: 'refused', errors: ['Ai votat deja.', 'Token invalid.'] },
    });
    expect(decode(ratingDecoder, { errorMsg: 'Nu ai voie să votezi.' })).toEqual({
      ok: true,
      value: { kind: 'refused', errors: ['Nu ai voie să votezi.'] },
    });
  });

  it("reads a refusal in the plugin's own shape (rate-my-post 4.5.1 process_rating defaults: counts false, token and id '-1')", () => {
    for (const errorMsg of [
      ['You already voted! This vote will not be counted!'],
      ['No rating submitted!'],
      ['Invalid WP token!'],
      ['No rating submitted!', 'Invalid WP token!'],
    ]) {
      expect(decode(ratingDecoder, { voteCount: false, avgRating: false, errorMsg, token: '-1', id: '-1' })).toEqual({
        ok: true,
        value: { kind: 'refused', errors: errorMsg },
      });
    }
    // load_results' defaults carry errorMsg as one string.
    expect(decode(ratingDecoder, { voteCount: false, avgRating: false, errorMsg: 'Invalid WP token!' })).toEqual({
      ok: true,
      value: { kind: 'refused', errors: ['Invalid WP token!'] },
    });
  });

  it.each([
    [{ errorMsg: [] }],
    [{ voteCount: 'multe', avgRating: 4 }],
    [{ voteCount: 2 }],
    [{ voteCount: false, avgRating: false, errorMsg: [], token: '-1', id: '-1' }],
    [[1, 2]],
    ['ok'],
    [null],
    [{ voteCount: 2, avgRating: 4, errorMsg: [{}] }],
  ])('refuses the wrong shape %j', (input) => {
    expect(decode(ratingDecoder, input)).toMatchObject({ ok: false, error: { kind: 'invalid_json' } });
  });
});

describe('process_feedback answers', () => {
  it('reads the success text, or the reasons', () => {
    expect(decode(feedbackDecoder, { successMsg: 'Mulțumim!', errorMsg: [] })).toEqual({
      ok: true,
      value: { kind: 'saved', message: 'Mulțumim!' },
    });
    expect(decode(feedbackDecoder, { errorMsg: ['Scrie părerea ta.'] })).toEqual({
      ok: true,
      value: { kind: 'refused', errors: ['Scrie părerea ta.'] },
    });
    expect(decode(feedbackDecoder, { errorMsg: [] })).toMatchObject({ ok: false, error: { kind: 'invalid_json' } });
  });
});

describe('flatsome_ajax_search_products answers (spec §3.10)', () => {
  const full = {
    type: 'Product',
    id: 41,
    value: 'Papuci <b>',
    url: 'https://magazin.example/produs/papuci/',
    img: 'https://magazin.example/p.jpg',
    price: '<span>10 lei</span>',
  };

  it('reads the theme format and a bare list, text kept as text, missing fields empty', () => {
    expect(decode(suggestionsDecoder, { suggestions: [full] })).toEqual({
      ok: true,
      value: [{ id: 41, value: 'Papuci <b>', url: full.url, img: full.img, price: '<span>10 lei</span>' }],
    });
    expect(decode(suggestionsDecoder, [{ id: '-1', value: 'Niciun rezultat', url: '#' }])).toEqual({
      ok: true,
      value: [{ id: -1, value: 'Niciun rezultat', url: '#', img: '', price: '' }],
    });
  });

  it.each([
    [{ suggestions: 'none' }],
    [{ results: [] }],
    [{ suggestions: [{ id: 'x', value: 'Papuci' }] }],
    [{ suggestions: [{ id: 3, value: { html: '<b>' } }] }],
    [{ suggestions: [{ id: 3 }] }],
  ])('refuses the wrong shape %j', (input) => {
    expect(decode(suggestionsDecoder, input)).toMatchObject({ ok: false, error: { kind: 'invalid_json' } });
  });
});

describe('flatsome_ajax_search_products request (legacy-contracts §18)', () => {
  it('sends product_cat only for a chosen category, never empty', () => {
    expect(searchFields('tricou', '')).toEqual({ action: 'flatsome_ajax_search_products', query: 'tricou' });
    expect(searchFields('tricou', '  ')).not.toHaveProperty('product_cat');
    expect(searchFields('tricou', 'barbati')).toEqual({
      action: 'flatsome_ajax_search_products',
      product_cat: 'barbati',
      query: 'tricou',
    });
  });
});
