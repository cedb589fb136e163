import { useState } from 'react';
import type { Result } from '../../../api/result.ts';
import { sendRating, type RatingAnswer } from '../shared/api/rating.ts';
import type { RatingSettings } from '../shared/config/rate-my-post.ts';
import { errorText } from '../../../i18n/errors.ts';
import { announce } from '../../../ui/announce.ts';
import { rememberRatedPost, setPostTotals } from '../shared/state/post-ratings.ts';
import { captchaToken } from './captcha.ts';
import type { PendingFeedback } from '../shared/state/post-feedback.ts';
import type { RatingMarkup } from './markup.ts';
import { afterVote, joinErrors, secondsSince } from './model.ts';
import { TEXTS } from './texts.ts';
import type { Message, Phase, Shown } from './types.ts';
import type { useFeedback } from './use-feedback.ts';
import type { useTurnstile } from './use-turnstile.ts';

/** Where the vote stands: the widget's phase, which widget is shown, the chosen star, the line under the stars. */
export function useVoteState(
  markup: RatingMarkup,
  settings: RatingSettings,
  initialPhase: Phase,
  pending: PendingFeedback | null,
) {
  const [phase, setPhase] = useState<Phase>(initialPhase);
  const [shown, setShown] = useState<Shown>(pending && markup.feedback ? 'feedback' : 'rating');
  // The star the light half already shows chosen stays chosen: React completes, nothing moves.
  const [chosen, setChosen] = useState(initialPhase === 'open' ? (markup.chosen ?? 0) : 0);
  const [message, setMessage] = useState<Message | null>(
    initialPhase === 'has-rated' ? { text: settings.afterVote, alert: false } : null,
  );
  return { phase, setPhase, shown, setShown, chosen, setChosen, message, setMessage };
}

/** What replaces the stars after a vote of `value`, if the page printed it. */
function replacement(value: number, settings: RatingSettings, markup: RatingMarkup): 'feedback' | 'social' | null {
  const next = afterVote(value, settings);
  if (next === 'feedback' && markup.feedback) return 'feedback';
  if (next === 'social' && markup.social) return 'social';
  return null;
}

/** The line after a vote not counted: the plugin's reasons or the failure; none for an HTTP error (spec §8: silently ignored). */
function notCountedMessage(result: Result<RatingAnswer>): Message | null {
  if (!result.ok && result.error.kind === 'http') return null;
  return {
    text: result.ok
      ? result.value.kind === 'refused'
        ? joinErrors(result.value.errors)
        : ''
      : `${TEXTS.notSent} ${errorText(result.error)}`,
    alert: true,
  };
}

interface VoteSubmit {
  readonly state: ReturnType<typeof useVoteState>;
  readonly markup: RatingMarkup;
  readonly settings: RatingSettings;
  readonly turnstile: ReturnType<typeof useTurnstile>;
  readonly feedback: ReturnType<typeof useFeedback>;
}

/**
 * The vote of a star: sent once the captcha answers, then the totals, the rated-post cookie and the
 * widget that replaces the stars; a vote not counted opens the stars again.
 */
export function useVoteSubmit({ state, markup, settings, turnstile, feedback }: VoteSubmit) {
  const { phase, setPhase, setShown, setChosen, setMessage } = state;
  const { postId } = markup;
  return async (value: number) => {
    if (phase !== 'open') return;
    setChosen(value);
    setPhase('sending');
    // The vote is kept until the challenge is solved, then sent: the shopper has chosen already.
    setMessage({ text: turnstile.enabled && !turnstile.solved() ? TEXTS.turnstileWait : TEXTS.sending, alert: false });
    // As the plugin does, Turnstile replaces reCAPTCHA when both are on.
    const turnstileToken = turnstile.enabled ? (await turnstile.token()) || undefined : undefined;
    const token = turnstile.enabled ? undefined : await captchaToken(settings, 'RMPrating');
    if (turnstileToken) setMessage({ text: TEXTS.sending, alert: false });
    const result = await sendRating({
      postId,
      rating: value,
      duration: secondsSince(0, performance.now()),
      token,
      turnstileToken,
    });
    if (!result.ok || result.value.kind === 'refused') {
      turnstile.renew();
      setPhase('open');
      return setMessage(notCountedMessage(result));
    }
    const answer = result.value;
    setPostTotals(postId, { average: answer.avgRating, count: answer.voteCount });
    if (!settings.cookieDisabled) rememberRatedPost(postId);
    setPhase('voted');
    setMessage({ text: settings.afterVote, alert: false });
    const next = replacement(value, settings, markup);
    if (next === 'feedback') feedback.start(answer.ratingId, answer.token);
    if (next) {
      setShown(next);
      announce(settings.afterVote);
    }
  };
}
