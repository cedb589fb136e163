import { createElement } from 'react';
import { readRatingNoVotesText } from '../../config/index.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { takeOver } from '../../ui/take-over.ts';
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
    const first = [...document.querySelectorAll<HTMLElement>('.js-rmp-results-widget')].find((element) => readResultsMarkup(element)?.postId === markup.postId);
    if (first && first !== host) {
      host.remove();
      return undefined;
    }
    const taken = takeOver([host]);
    let unmount: () => void;
    try {
      unmount = mountReact(taken.container, createElement(ResultsWidget, { markup, noVotesText: readRatingNoVotesText() }), context);
    } catch (error) {
      taken.restore();
      throw error;
    }
    return () => {
      taken.restore();
      unmount();
    };
  },
};

export default postRatingResults;
