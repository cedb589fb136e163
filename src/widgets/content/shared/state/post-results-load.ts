import { loadResults } from '../api/rating.ts';
import { setPostTotals, type PostTotals } from './post-ratings.ts';

/**
 * Rate My Post's `load_results` with `ajaxLoad` on (a cached page's counts may be stale), asked at
 * most once per post and page. Both halves of the rating widget call this: the light half as the
 * widget is seen, the React half when it mounts later. The fact lives here, in module state, and
 * not as a data attribute on a host, because the hosts that ask may be removed (a duplicate) or
 * taken over by React, and the later caller wants the answer too, not only the fact of the asking:
 * both chunks share this one module, so the second call gets the first call's promise.
 */
const asked = new Map<number, Promise<PostTotals | null>>();

/** The post's counts from the server (also set in `postTotals`), or null when there were none to write. */
export function loadPostTotalsOnce(postId: number): Promise<PostTotals | null> {
  const known = asked.get(postId);
  if (known) return known;
  const pending = loadResults(postId).then((result) => {
    // A refusal or a failed request keeps the printed counts (the plugin drops a non-2xx answer).
    if (!result.ok || result.value.kind !== 'counted') return null;
    const totals = { average: result.value.avgRating, count: result.value.voteCount };
    setPostTotals(postId, totals);
    return totals;
  });
  asked.set(postId, pending);
  return pending;
}
