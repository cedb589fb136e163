import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  hasRatedPost,
  parseRatedPosts,
  RATED_COOKIE,
  rememberRatedPost,
  withRatedPost,
} from '../../../../../src/widgets/content/shared/state/post-ratings.ts';

afterEach(() => {
  Cookies.remove(RATED_COOKIE, { path: '/' });
});

describe('the rmp-rate cookie (spec §3.13, §9)', () => {
  it('reads ids from a comma list, dropping anything else', () => {
    expect(parseRatedPosts('12, 7,abc,,3x,40')).toEqual([12, 7, 40]);
    expect(parseRatedPosts(undefined)).toEqual([]);
  });

  it('adds a post last, once, keeping the newest 20', () => {
    expect(withRatedPost([1, 2, 3], 2)).toEqual([1, 3, 2]);
    const twenty = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(withRatedPost(twenty, 99)).toEqual([...twenty.slice(1), 99]);
    expect(withRatedPost(twenty, 99)).toHaveLength(20);
  });

  it('remembers a rated post in the cookie the plugin reads', () => {
    document.cookie = `${RATED_COOKIE}=5,8; path=/`;
    expect(hasRatedPost(9)).toBe(false);
    rememberRatedPost(9);
    expect(hasRatedPost(9)).toBe(true);
    expect(hasRatedPost(5)).toBe(true);
    expect(Cookies.get(RATED_COOKIE)).toBe('5,8,9');
  });
});
