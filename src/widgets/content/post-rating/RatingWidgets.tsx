import { useEffect, useRef, useState } from 'react';
import { sendRating } from '../shared/api/rating.ts';
import type { RatingSettings } from '../shared/config/rate-my-post.ts';
import { errorText } from '../../../i18n/errors.ts';
import { announce } from '../../../ui/announce.ts';
import { useSignals } from '../../../ui/use-signals.ts';
import { postTotals, rememberRatedPost, setPostTotals } from '../shared/state/post-ratings.ts';
import { captchaToken } from './captcha.ts';
import type { PendingFeedback } from '../shared/state/post-feedback.ts';
import { FeedbackPanel } from './FeedbackPanel.tsx';
import type { RatingMarkup } from './markup.ts';
import { afterVote, joinErrors, secondsSince } from './model.ts';
import { RatingPanel } from './RatingPanel.tsx';
import { TEXTS } from './texts.ts';
import type { Message, Phase, Shown } from './types.ts';
import { useFeedback } from './use-feedback.ts';
import { useTurnstile } from './use-turnstile.ts';

export interface RatingWidgetsProps {
  readonly markup: RatingMarkup;
  readonly settings: RatingSettings;
  readonly initialPhase: Phase;
  /** A vote of this tab still waiting for its feedback (after a reload). */
  readonly pending: PendingFeedback | null;
  readonly run: (task: Promise<unknown>) => void;
}

/** Rating, feedback and social widgets of one post (spec §2.10, §4.8), one React root. */
export function RatingWidgets({ markup, settings, initialPhase, pending, run }: RatingWidgetsProps) {
  useSignals();
  const { postId } = markup;
  const totals = postTotals.value.get(postId) ?? { average: markup.average, count: markup.count };
  const [phase, setPhase] = useState<Phase>(initialPhase);
  const [shown, setShown] = useState<Shown>(pending && markup.feedback ? 'feedback' : 'rating');
  // The star the light half already shows chosen stays chosen: React completes, nothing moves.
  const [chosen, setChosen] = useState(initialPhase === 'open' ? (markup.chosen ?? 0) : 0);
  const [message, setMessage] = useState<Message | null>(initialPhase === 'has-rated' ? { text: settings.afterVote, alert: false } : null);
  const groupRef = useRef<HTMLDivElement | null>(null);
  const socialRef = useRef<HTMLDivElement | null>(null);
  const feedback = useFeedback(postId, settings, pending);
  const turnstile = useTurnstile(settings.turnstile, phase === 'open');

  // The replacing widget takes focus, so a keyboard user is not left on a hidden star.
  useEffect(() => {
    if (phase !== 'voted') return;
    if (shown === 'feedback') feedback.inputRef.current?.focus();
    if (shown === 'social') socialRef.current?.focus();
  }, [phase, shown, feedback.inputRef]);

  const vote = async (value: number) => {
    if (phase !== 'open') return;
    setChosen(value);
    setPhase('sending');
    // The vote is kept until the challenge is solved, then sent: the shopper has chosen already.
    setMessage({ text: turnstile.enabled && !turnstile.solved() ? TEXTS.turnstileWait : TEXTS.sending, alert: false });
    // As the plugin does, Turnstile replaces reCAPTCHA when both are on.
    const turnstileToken = turnstile.enabled ? (await turnstile.token()) || undefined : undefined;
    const token = turnstile.enabled ? undefined : await captchaToken(settings, 'RMPrating');
    if (turnstileToken) setMessage({ text: TEXTS.sending, alert: false });
    const result = await sendRating({ postId, rating: value, duration: secondsSince(0, performance.now()), token, turnstileToken });
    if (!result.ok || result.value.kind === 'refused') {
      turnstile.renew();
      setPhase('open');
      if (!result.ok && result.error.kind === 'http') return setMessage(null); // spec §8: silently ignored
      return setMessage({ text: result.ok ? (result.value.kind === 'refused' ? joinErrors(result.value.errors) : '') : `${TEXTS.notSent} ${errorText(result.error)}`, alert: true });
    }
    const answer = result.value;
    setPostTotals(postId, { average: answer.avgRating, count: answer.voteCount });
    if (!settings.cookieDisabled) rememberRatedPost(postId);
    setPhase('voted');
    setMessage({ text: settings.afterVote, alert: false });
    const next = afterVote(value, settings);
    if (next === 'feedback' && markup.feedback) {
      feedback.start(answer.ratingId, answer.token);
      setShown('feedback');
      announce(settings.afterVote);
    } else if (next === 'social' && markup.social) {
      setShown('social');
      announce(settings.afterVote);
    }
  };

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
      {markup.social && (
        <div
          ref={socialRef}
          tabIndex={-1}
          className={`rmp-social-widget js-rmp-social-widget${shown === 'social' ? ' rmp-social-widget--visible' : ''}`}
          // The page's own share links, read from the server markup at mount (not a response).
          dangerouslySetInnerHTML={{ __html: markup.social.html }}
        />
      )}
      {markup.feedback && (
        <FeedbackPanel
          markup={markup.feedback}
          visible={shown === 'feedback'}
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
      )}
    </>
  );
}
