import { createElement } from 'react';
import { readRatingNoVotesText } from '../shared/config/rate-my-post.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { isLaterDuplicate } from './duplicates.ts';
import { readResultsMarkup } from './markup.ts';
import { ResultsWidget } from './ResultsWidget.tsx';

/**
 * Rate My Post's results widget (`.js-rmp-results-widget--<postId>`): average and vote count, or
 * the no-votes text; it follows votes and `load_results` answers of the same post (state/).
 */
const postRatingResults: WidgetModule = {
  mount(host, context) {
    const markup = readResultsMarkup(host);
    if (!markup) return undefined;
    // Only the first results widget of a post stays (the plugin's duplicate check).
    if (isLaterDuplicate(host, markup.postId)) {
      host.remove();
      return undefined;
    }
    // The host stays (the runtime watches it); React owns what is inside, the server's copy kept for unmount.
    const printed = [...host.childNodes];
    const unmount = mountReact(
      host,
      createElement(ResultsWidget, { host, markup, noVotesText: readRatingNoVotesText() }),
      context,
      { removeContainer: false },
    );
    return () => {
      unmount();
      queueMicrotask(() => host.replaceChildren(...printed));
    };
  },
};

export default postRatingResults;
