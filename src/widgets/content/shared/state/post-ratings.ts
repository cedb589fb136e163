import { signal } from '@preact/signals-core';
import Cookies from 'js-cookie';

/**
 * Post ratings shared by the rating widget and every results widget of the same post: a vote or a
 * `load_results` answer updates all of them. The `rmp-rate` cookie remembers the posts this
 * browser has rated (spec §3.13, §9): a comma list of ids, at most 20 (oldest dropped), 20 days.
 */
export interface PostTotals {
  readonly average: number;
  readonly count: number;
}

export const postTotals = signal<ReadonlyMap<number, PostTotals>>(new Map());

export function setPostTotals(postId: number, totals: PostTotals): void {
  const next = new Map(postTotals.value);
  next.set(postId, totals);
  postTotals.value = next;
}

export const RATED_COOKIE = 'rmp-rate';
const RATED_MAX = 20;
const RATED_DAYS = 20;

/** Ids from the cookie's text; anything that is not an id is dropped. */
export function parseRatedPosts(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

/** The list with `postId` last, at most `max` long (the oldest dropped first). */
export function withRatedPost(list: readonly number[], postId: number, max = RATED_MAX): number[] {
  const next = [...list.filter((id) => id !== postId), postId];
  return next.slice(Math.max(0, next.length - max));
}

export function hasRatedPost(postId: number): boolean {
  return parseRatedPosts(Cookies.get(RATED_COOKIE)).includes(postId);
}

export function rememberRatedPost(postId: number): void {
  const next = withRatedPost(parseRatedPosts(Cookies.get(RATED_COOKIE)), postId);
  Cookies.set(RATED_COOKIE, next.join(','), { expires: RATED_DAYS, path: '/', sameSite: 'Lax' });
}
