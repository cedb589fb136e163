import { useLayoutEffect } from 'react';
import { postTotals } from '../shared/state/post-ratings.ts';
import { useSignals } from '../../../ui/use-signals.ts';
import { averageIconClasses, formatAverage } from '../shared/rating-icons.ts';
import { plural } from '../../../i18n/plural.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden/VisuallyHidden.tsx';
import type { ResultsMarkup } from './markup.ts';

interface ResultsWidgetProps {
  /** The results widget element itself: its `--has-votes` class follows the count. */
  readonly host: HTMLElement;
  readonly markup: ResultsMarkup;
  readonly noVotesText: string;
}

/** Average and vote count with the plugin's star icons, or the no-votes text (spec §2.10). */
export function ResultsWidget({ host, markup, noVotesText }: ResultsWidgetProps) {
  useSignals();
  const totals = postTotals.value.get(markup.postId) ?? { average: markup.average, count: markup.count };
  const hasVotes = totals.count > 0;
  const icons = averageIconClasses(hasVotes ? totals.average : 0);
  useLayoutEffect(() => {
    host.classList.toggle('rmp-results-widget--has-votes', hasVotes);
  }, [host, hasVotes]);
  return (
    <>
      <div className="rmp-results-widget__visual-rating" aria-hidden="true">
        {icons.map((icon, index) => (
          <i key={index} className={`js-rmp-results-icon rmp-icon rmp-icon--ratings rmp-icon--star ${icon}`.trim()} />
        ))}
      </div>
      {hasVotes ? (
        <>
          <div className="rmp-results-widget__avg-rating" aria-hidden="true">
            {formatAverage(totals.average)}
          </div>
          <div className="rmp-results-widget__vote-count" aria-hidden="true">
            ({totals.count})
          </div>
          <VisuallyHidden>{`Nota medie ${formatAverage(totals.average)} din 5, ${plural(totals.count, ['un vot', '{n} voturi', '{n} de voturi'])}`}</VisuallyHidden>
        </>
      ) : (
        <div className="rmp-results-widget__no-votes">{noVotesText}</div>
      )}
    </>
  );
}
