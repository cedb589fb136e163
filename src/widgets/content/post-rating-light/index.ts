import { readRatingSettings } from '../shared/config/rate-my-post.ts';
import type { WidgetContext, WidgetModule } from '../../../runtime/types.ts';
import { hasRatedPost } from '../shared/state/post-ratings.ts';
import { loadPostTotalsOnce } from '../shared/state/post-results-load.ts';
import { removeLaterDuplicates, writeTotals } from './at-load.ts';
import { showPendingFeedback } from './feedback.ts';
import { lockRating, showChosen, starOf } from './marks.ts';

/**
 * The light half of Rate My Post's rating widget, mounted when the printed
 * `.js-rmp-rating-widget` (or a results widget) is seen, without React: what the plugin's script
 * does at load is done then (duplicates removed, the ajaxLoad counts asked for and written, the
 * already-rated or no-privilege state drawn, with a vote's unsent feedback draft), and a star clicked (or chosen by key) shows chosen in
 * the next paint while the `post-rating` widget's React is still on its way. That widget takes the
 * printed element out when it mounts, and this one goes with it (the runtime unmounts a host that
 * left the page).
 */

/** The plugin's load-time work for a post; false when `host` was a later duplicate and left. */
function atLoad(host: HTMLElement, postId: number, context: WidgetContext): boolean {
  removeLaterDuplicates(postId);
  if (!host.isConnected) return false;
  // ajaxLoad is read only where the plugin prints its settings (a page with a rating container).
  if (!document.querySelector('.js-rmp-widgets-container')) return true;
  const settings = readRatingSettings();
  if (settings.ajaxLoad && postId === settings.postId) {
    context.run(loadPostTotalsOnce(postId).then((totals) => totals && writeTotals(postId, totals)));
  }
  return true;
}

const postRatingLight: WidgetModule = {
  mount(host, context) {
    if (host.matches('.js-rmp-results-widget')) {
      const postId = Number(host.dataset.postId ?? /js-rmp-results-widget--(\d+)/.exec(host.className)?.[1]);
      if (Number.isInteger(postId) && postId > 0) atLoad(host, postId, context);
      return undefined;
    }
    const container = host.closest<HTMLElement>('.js-rmp-widgets-container');
    const postId = Number(container?.dataset.postId);
    if (!container || !Number.isInteger(postId) || postId <= 0) return undefined;
    if (!atLoad(host, postId, context)) return undefined;
    const settings = readRatingSettings();
    const locked = settings.notVotable
      ? 'no-privilege'
      : !settings.cookieDisabled && hasRatedPost(postId)
        ? 'has-rated'
        : null;
    if (locked) {
      lockRating(host, locked, settings.afterVote);
      if (locked === 'has-rated' && settings.feedback) showPendingFeedback(container, host, postId, context.listen);
      return undefined;
    }

    // On window, in the capture phase: the runtime holds a touch of a still-loading widget at the
    // document and stops it there, so a listener on the stars themselves would never hear it.
    const answer = (event: Event) => {
      const value = starOf(host, event.target);
      if (value > 0) showChosen(host, value);
    };
    context.listen(window, 'click', answer, { capture: true });
    context.listen(
      window,
      'keydown',
      (event) => {
        // Space chooses; Enter votes, and only when a click does too (no submit button).
        if (event.key === ' ' || (event.key === 'Enter' && !settings.preventAccidental)) answer(event);
      },
      { capture: true },
    );
    return undefined;
  },
};

export default postRatingLight;
