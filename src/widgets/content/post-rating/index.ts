import { createElement } from 'react';
import { readRatingSettings } from '../shared/config/rate-my-post.ts';
import { afterPress } from '../../../lib/after-press.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { hasRatedPost } from '../shared/state/post-ratings.ts';
import { loadPostTotalsOnce } from '../shared/state/post-results-load.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { takeOver } from './take-over.ts';
import { readPendingFeedback } from '../shared/state/post-feedback.ts';
import { readRatingMarkup } from './markup.ts';
import { RatingWidgets } from './RatingWidgets.tsx';
import type { Phase } from './types.ts';

/**
 * Rate My Post's widgets container (`.js-rmp-widgets-container`, legacy-contracts §10): the
 * rating, feedback and social widgets become one React root in their place; anything else the
 * container holds (structured data, other plugins' hooks) stays untouched. React waits for a press
 * held on a printed star: its click goes to that star, the runtime holds it and plays it on React's.
 */
const postRating: WidgetModule = {
  async mount(host, context) {
    // React draws the stars anew: a press already held on a printed one keeps its click (lib/after-press.ts).
    await afterPress(host, '.js-rmp-rating-item');
    const postId = Number(host.dataset.postId);
    // Themes sometimes print the widgets twice (auto-insert and a shortcode): only the first stays.
    if (
      Number.isInteger(postId) &&
      document.querySelector(`.js-rmp-widgets-container--${postId}`) !== host &&
      document.body.contains(host)
    ) {
      host.remove();
      return undefined;
    }
    const markup = readRatingMarkup(host);
    if (!markup) return undefined;
    const settings = readRatingSettings();
    const rated = !settings.cookieDisabled && hasRatedPost(postId);
    const initialPhase: Phase = settings.notVotable ? 'no-privilege' : rated ? 'has-rated' : 'open';
    const pending = initialPhase === 'has-rated' && settings.feedback ? readPendingFeedback(postId) : null;

    const elements = [markup.rating, markup.social?.element, markup.feedback?.element].filter(
      (element): element is HTMLElement => element instanceof HTMLElement,
    );
    const taken = takeOver(elements);
    let unmount: () => void;
    try {
      unmount = mountReact(
        taken.container,
        createElement(RatingWidgets, { markup, settings, initialPhase, pending, run: context.run }),
        context,
      );
    } catch (error) {
      taken.restore();
      throw error;
    }

    // ajaxLoad: the page may be cached, so the counts come from the server (first post only). The
    // light half has usually asked already, as the widget was seen: then this is its answer, not a second request.
    if (settings.ajaxLoad && postId === settings.postId) context.run(loadPostTotalsOnce(postId));
    return () => {
      taken.restore();
      unmount();
    };
  },
};

export default postRating;
