import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import type { RatingMarkup } from './markup.ts';
import { formatAverage } from './model.ts';

interface ResultsProps {
  readonly markup: RatingMarkup;
  readonly average: number;
  readonly count: number;
}

/** The plugin's results line (average and votes) or its "not rated yet", read when they change. */
export function RatingResults({ markup, average, count }: ResultsProps) {
  return (
    <LiveRegion>
      <p
        className={`rmp-rating-widget__results js-rmp-results${count > 0 ? '' : ' rmp-rating-widget__results--hidden'}`}
      >
        {markup.results.map((part, index) =>
          part.kind === 'text' ? (
            part.text
          ) : part.kind === 'average' ? (
            <span key={index} className="rmp-rating-widget__results__rating js-rmp-avg-rating">
              {formatAverage(average)}
            </span>
          ) : (
            <span key={index} className="rmp-rating-widget__results__votes js-rmp-vote-count">
              {count}
            </span>
          ),
        )}
      </p>
      <p
        className={`rmp-rating-widget__not-rated js-rmp-not-rated${count > 0 ? ' rmp-rating-widget__not-rated--hidden' : ''}`}
      >
        {markup.notRatedText}
      </p>
    </LiveRegion>
  );
}
