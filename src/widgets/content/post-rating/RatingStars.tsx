import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { Stars } from '../../../ui/Stars.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden/VisuallyHidden.tsx';
import type { RatingMarkup } from './markup.ts';
import { averageIconClasses, starLabel } from './model.ts';
import { TEXTS } from './texts.ts';
import type { Phase } from './types.ts';

interface RatingStarsProps {
  readonly markup: RatingMarkup;
  readonly phase: Phase;
  readonly chosen: number;
  readonly average: number;
  readonly hovered: number;
  readonly hoverTexts: boolean;
  readonly preventAccidental: boolean;
  /** The id of the hint under the stars (how a vote is cast, or why none can be). */
  readonly hintId: string;
  readonly groupRef: RefObject<HTMLDivElement | null>;
  readonly onChoose: (value: number) => void;
  readonly onHover: (value: number) => void;
  readonly onVote: (value: number) => void;
  readonly onAlreadyVoted: (() => void) | undefined;
}

const ICON = 'js-rmp-rating-icon rmp-icon rmp-icon--ratings rmp-icon--star';

function starValue(target: EventTarget): number {
  const radio = target instanceof Element ? target.closest<HTMLElement>('[role="radio"]') : null;
  return Number(radio?.dataset.value ?? 0);
}

/**
 * The plugin's icon classes of a star: the hovered stars while the pointer is on them, then the
 * choice being sent, otherwise the average.
 */
function iconClasses({ markup, phase, chosen, average, hovered }: RatingStarsProps) {
  const locked = phase !== 'open';
  const averageClasses = averageIconClasses(average, markup.stars.length);
  const showChoice = phase === 'sending' || (phase === 'open' && chosen > 0);
  return (value: number, filled: boolean) => {
    if (hovered > 0 && !locked) return filled ? 'rmp-icon--hovered' : '';
    if (showChoice) return filled ? 'rmp-icon--processing-rating' : '';
    return averageClasses[value - 1] ?? '';
  };
}

/** The stars (`.rmp-rating-widget__icons`) on the shared Stars, with the hint a screen reader reads with them. */
export function RatingStars(props: RatingStarsProps) {
  const { markup, phase, chosen, hoverTexts, preventAccidental, hintId, groupRef } = props;
  const { onChoose, onHover, onVote, onAlreadyVoted } = props;
  const locked = phase !== 'open';
  const iconClass = iconClasses(props);
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
        onHover={onHover}
        className="rmp-rating-widget__icons-list js-rmp-rating-icons-list"
        starClassName={() => 'rmp-rating-widget__icons-list__icon js-rmp-rating-item'}
        renderStar={(value, state) => (
          <i className={`${ICON} ${iconClass(value, state.filled)}`.trim()} aria-hidden="true" />
        )}
      />
      <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
    </div>
  );
}
