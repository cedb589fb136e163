import { useEffect, useRef, type RefObject } from 'react';
import type { RatingSettings } from '../shared/config/rate-my-post.ts';
import { useSignals } from '../../../ui/use-signals.ts';
import { postTotals } from '../shared/state/post-ratings.ts';
import type { PendingFeedback } from '../shared/state/post-feedback.ts';
import { FeedbackPanel } from './FeedbackPanel.tsx';
import type { RatingMarkup } from './markup.ts';
import { RatingPanel } from './RatingPanel.tsx';
import type { Phase, Shown } from './types.ts';
import { useFeedback } from './use-feedback.ts';
import { useTurnstile } from './use-turnstile.ts';
import { useVoteState, useVoteSubmit } from './use-vote.ts';

export interface RatingWidgetsProps {
  readonly markup: RatingMarkup;
  readonly settings: RatingSettings;
  readonly initialPhase: Phase;
  /** A vote of this tab still waiting for its feedback (after a reload). */
  readonly pending: PendingFeedback | null;
  readonly run: (task: Promise<unknown>) => void;
}

/** The replacing widget takes focus, so a keyboard user is not left on a hidden star. */
function useFocusReplacement(
  phase: Phase,
  shown: Shown,
  inputRef: RefObject<HTMLTextAreaElement | null>,
  socialRef: RefObject<HTMLDivElement | null>,
): void {
  useEffect(() => {
    if (phase !== 'voted') return;
    if (shown === 'feedback') inputRef.current?.focus();
    if (shown === 'social') socialRef.current?.focus();
  }, [phase, shown, inputRef, socialRef]);
}

function SocialPanel({
  html,
  visible,
  socialRef,
}: {
  html: string;
  visible: boolean;
  socialRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={socialRef}
      tabIndex={-1}
      className={`rmp-social-widget js-rmp-social-widget${visible ? ' rmp-social-widget--visible' : ''}`}
      // The page's own share links, read from the server markup at mount (not a response).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

interface FeedbackSlotProps {
  readonly markup: NonNullable<RatingMarkup['feedback']>;
  readonly feedback: ReturnType<typeof useFeedback>;
  readonly visible: boolean;
  readonly postId: number;
  readonly run: (task: Promise<unknown>) => void;
}

/** The feedback form that replaces the stars after a low vote, on the vote's feedback state. */
function FeedbackSlot({ markup, feedback, visible, postId, run }: FeedbackSlotProps) {
  return (
    <FeedbackPanel
      markup={markup}
      visible={visible}
      draft={feedback.draft}
      sending={feedback.sending}
      waiting={feedback.waiting}
      turnstileRef={feedback.turnstile.enabled ? feedback.turnstile.hostRef : undefined}
      turnstileId={`cf-turnstile-feedback-${postId}`}
      sent={feedback.sent}
      message={feedback.message}
      inputRef={feedback.inputRef}
      onDraft={feedback.setDraft}
      onSend={() => run(feedback.send())}
    />
  );
}

/** Rating, feedback and social widgets of one post (spec §2.10, §4.8), one React root. */
export function RatingWidgets({ markup, settings, initialPhase, pending, run }: RatingWidgetsProps) {
  useSignals();
  const { postId } = markup;
  const totals = postTotals.value.get(postId) ?? { average: markup.average, count: markup.count };
  const state = useVoteState(markup, settings, initialPhase, pending);
  const { phase, shown, chosen, setChosen, message, setMessage } = state;
  const groupRef = useRef<HTMLDivElement | null>(null);
  const socialRef = useRef<HTMLDivElement | null>(null);
  const feedback = useFeedback(postId, settings, pending);
  const turnstile = useTurnstile(settings.turnstile, phase === 'open');

  useFocusReplacement(phase, shown, feedback.inputRef, socialRef);

  const vote = useVoteSubmit({ state, markup, settings, turnstile, feedback });

  const submit = () => {
    if (chosen > 0) return run(vote(chosen));
    groupRef.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
  };

  return (
    <>
      <RatingPanel
        markup={markup}
        phase={phase}
        hidden={shown !== 'rating'}
        chosen={chosen}
        average={totals.average}
        count={totals.count}
        message={message}
        hoverTexts={settings.hoverTexts}
        preventAccidental={settings.preventAccidental}
        groupRef={groupRef}
        turnstileRef={turnstile.enabled ? turnstile.hostRef : undefined}
        onChoose={(value) => phase === 'open' && setChosen(value)}
        onVote={(value) => run(vote(value))}
        onSubmit={submit}
        onAlreadyVoted={() => setMessage({ text: settings.alreadyVoted, alert: true })}
      />
      {markup.social && <SocialPanel html={markup.social.html} visible={shown === 'social'} socialRef={socialRef} />}
      {markup.feedback && (
        <FeedbackSlot
          markup={markup.feedback}
          feedback={feedback}
          visible={shown === 'feedback'}
          postId={postId}
          run={run}
        />
      )}
    </>
  );
}
