import { useId, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import { Stars } from '../../../ui/Stars.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden/VisuallyHidden.tsx';
import type { RatingMarkup } from './markup.ts';
import { averageIconClasses, formatAverage, starLabel } from './model.ts';
import { TEXTS } from './texts.ts';
import type { Message, Phase } from './types.ts';
import { MessageText } from './MessageText.tsx';

interface RatingPanelProps {
  readonly markup: RatingMarkup;
  readonly phase: Phase;
  readonly hidden: boolean;
  readonly chosen: number;
  readonly average: number;
  readonly count: number;
  readonly message: Message | null;
  readonly hoverTexts: boolean;
  readonly preventAccidental: boolean;
  readonly groupRef: RefObject<HTMLDivElement | null>;
  /** Where Turnstile draws its challenge (`.cf-turnstile-rating`), when it is on. */
  readonly turnstileRef?: (element: HTMLDivElement | null) => void;
  readonly onChoose: (value: number) => void;
  readonly onVote: (value: number) => void;
  readonly onSubmit: () => void;
  /** A star used while the cookie says this post was rated before (Rate My Post's "already voted"). */
  readonly onAlreadyVoted?: () => void;
}

const ICON = 'js-rmp-rating-icon rmp-icon rmp-icon--ratings rmp-icon--star';

function starValue(target: EventTarget): number {
  const radio = target instanceof Element ? target.closest<HTMLElement>('[role="radio"]') : null;
  return Number(radio?.dataset.value ?? 0);
}

function widgetClasses(hidden: boolean, phase: Phase): string {
  const classes = ['rmp-rating-widget', 'js-rmp-rating-widget'];
  if (hidden) classes.push('rmp-rating-widget--hidden');
  if (phase === 'has-rated' || phase === 'voted') classes.push('rmp-rating-widget--has-rated');
  if (phase === 'no-privilege') classes.push('rmp-rating-widget--no-privilege');
  return classes.join(' ');
}

/** The plugin's results line (average and votes) or its "not rated yet", read when they change. */
function Results({ markup, average, count }: Pick<RatingPanelProps, 'markup' | 'average' | 'count'>) {
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

/** The rating widget (`.js-rmp-rating-widget`) with the plugin's classes, on the shared Stars. */
export function RatingPanel({
  markup,
  phase,
  hidden,
  chosen,
  average,
  count,
  message,
  hoverTexts,
  preventAccidental,
  groupRef,
  turnstileRef,
  onChoose,
  onVote,
  onSubmit,
  onAlreadyVoted,
}: RatingPanelProps) {
  const hintId = useId();
  const [hovered, setHoveredState] = useState(0);
  // Empty at first like the server's (no shift on mount); once used it keeps its line, so the
  // submit button below does not jump up under the pointer when the stars are left.
  const [hoverTextUsed, setHoverTextUsed] = useState(false);
  const setHovered = (value: number) => {
    setHoveredState(value);
    if (value > 0 && hoverTexts) setHoverTextUsed(true);
  };
  const locked = phase !== 'open';
  const averageClasses = averageIconClasses(average, markup.stars.length);
  const showChoice = phase === 'sending' || (phase === 'open' && chosen > 0);
  const iconClass = (value: number, filled: boolean) => {
    if (hovered > 0 && !locked) return filled ? 'rmp-icon--hovered' : '';
    if (showChoice) return filled ? 'rmp-icon--processing-rating' : '';
    return averageClasses[value - 1] ?? '';
  };
  // A pointer click or Enter/Space votes at once; arrow keys only move the choice.
  const onClick = (event: MouseEvent) => {
    const value = starValue(event.target);
    if (value > 0 && phase === 'has-rated') onAlreadyVoted?.();
    if (value > 0 && !locked && !preventAccidental) onVote(value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const value = starValue(event.target);
    if (value > 0 && !locked && !preventAccidental) onVote(value);
  };
  const hint =
    phase === 'no-privilege' ? TEXTS.notVotable : preventAccidental ? TEXTS.voteWithButtonHint : TEXTS.voteAtOnceHint;

  return (
    <div
      className={widgetClasses(hidden, phase)}
      role="group"
      aria-labelledby={markup.title ? markup.titleId : undefined}
      aria-busy={phase === 'sending'}
    >
      {markup.title && (
        <p className="rmp-heading rmp-heading--title" id={markup.titleId}>
          {markup.title}
        </p>
      )}
      {markup.subtitle && <p className="rmp-heading rmp-heading--subtitle">{markup.subtitle}</p>}
      <div className="rmp-rating-widget__icons" ref={groupRef} onClick={onClick} onKeyDown={onKeyDown}>
        <Stars
          value={chosen}
          onChange={onChoose}
          labels={markup.stars.map((star) =>
            starLabel(star.value, markup.stars.length, hoverTexts ? star.hoverText : ''),
          )}
          label={markup.groupLabel || TEXTS.groupLabel}
          describedBy={locked && phase !== 'no-privilege' ? undefined : hintId}
          disabled={locked}
          hoverable
          onHover={setHovered}
          className="rmp-rating-widget__icons-list js-rmp-rating-icons-list"
          starClassName={() => 'rmp-rating-widget__icons-list__icon js-rmp-rating-item'}
          renderStar={(value, state) => (
            <i className={`${ICON} ${iconClass(value, state.filled)}`.trim()} aria-hidden="true" />
          )}
        />
        <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
      </div>
      <p className="rmp-rating-widget__hover-text js-rmp-hover-text">
        {(hoverTexts && hovered > 0 && !locked ? markup.stars[hovered - 1]?.hoverText : '') ||
          (hoverTextUsed ? '\u00a0' : '')}
      </p>
      {turnstileRef && (
        <div id={`cf-turnstile-rating-${markup.postId}`} className="cf-turnstile-rating" ref={turnstileRef} />
      )}
      {preventAccidental && (
        <button
          type="button"
          className={`rmp-rating-widget__submit-btn rmp-btn js-submit-rating-btn${locked ? '' : ' rmp-rating-widget__submit-btn--visible'}`}
          onClick={onSubmit}
          disabled={locked}
        >
          {markup.submitText || TEXTS.submitFallback}
        </button>
      )}
      <Results markup={markup} average={average} count={count} />
      <LiveRegion
        as="p"
        politeness="polite"
        className={`rmp-rating-widget__msg js-rmp-msg${message?.alert ? ' rmp-rating-widget__msg--alert' : ''}`}
      >
        {message && <MessageText text={message.text} />}
      </LiveRegion>
    </div>
  );
}
