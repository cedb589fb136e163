import { useId, type RefObject } from 'react';
import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import type { RatingMarkup } from './markup.ts';
import { RatingResults } from './RatingResults.tsx';
import { RatingStars } from './RatingStars.tsx';
import { TEXTS } from './texts.ts';
import type { Message, Phase } from './types.ts';
import { MessageText } from './MessageText.tsx';
import { useStarHover } from './use-star-hover.ts';

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

function widgetClasses(hidden: boolean, phase: Phase): string {
  const classes = ['rmp-rating-widget', 'js-rmp-rating-widget'];
  if (hidden) classes.push('rmp-rating-widget--hidden');
  if (phase === 'has-rated' || phase === 'voted') classes.push('rmp-rating-widget--has-rated');
  if (phase === 'no-privilege') classes.push('rmp-rating-widget--no-privilege');
  return classes.join(' ');
}

/** The title and subtitle the plugin printed, the title naming the group. */
function Headings({ markup }: Pick<RatingPanelProps, 'markup'>) {
  return (
    <>
      {markup.title && (
        <p className="rmp-heading rmp-heading--title" id={markup.titleId}>
          {markup.title}
        </p>
      )}
      {markup.subtitle && <p className="rmp-heading rmp-heading--subtitle">{markup.subtitle}</p>}
    </>
  );
}

/** With "prevent accidental votes" on, the chosen star is sent by this button, not by the click. */
function SubmitButton({
  markup,
  locked,
  onSubmit,
}: Pick<RatingPanelProps, 'markup' | 'onSubmit'> & { locked: boolean }) {
  return (
    <button
      type="button"
      className={`rmp-rating-widget__submit-btn rmp-btn js-submit-rating-btn${locked ? '' : ' rmp-rating-widget__submit-btn--visible'}`}
      onClick={onSubmit}
      disabled={locked}
    >
      {markup.submitText || TEXTS.submitFallback}
    </button>
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
  const { hovered, hoverTextUsed, setHovered } = useStarHover(hoverTexts);
  const locked = phase !== 'open';

  return (
    <div
      className={widgetClasses(hidden, phase)}
      role="group"
      aria-labelledby={markup.title ? markup.titleId : undefined}
      aria-busy={phase === 'sending'}
    >
      <Headings markup={markup} />
      <RatingStars
        markup={markup}
        phase={phase}
        chosen={chosen}
        average={average}
        hovered={hovered}
        hoverTexts={hoverTexts}
        preventAccidental={preventAccidental}
        hintId={hintId}
        groupRef={groupRef}
        onChoose={onChoose}
        onHover={setHovered}
        onVote={onVote}
        onAlreadyVoted={onAlreadyVoted}
      />
      <p className="rmp-rating-widget__hover-text js-rmp-hover-text">
        {(hoverTexts && hovered > 0 && !locked ? markup.stars[hovered - 1]?.hoverText : '') ||
          (hoverTextUsed ? '\u00a0' : '')}
      </p>
      {turnstileRef && (
        <div id={`cf-turnstile-rating-${markup.postId}`} className="cf-turnstile-rating" ref={turnstileRef} />
      )}
      {preventAccidental && <SubmitButton markup={markup} locked={locked} onSubmit={onSubmit} />}
      <RatingResults markup={markup} average={average} count={count} />
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
