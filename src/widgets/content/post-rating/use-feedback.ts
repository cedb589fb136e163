import { useRef, useState } from 'react';
import { sendFeedback } from '../shared/api/rating.ts';
import type { RatingSettings } from '../shared/config/rate-my-post.ts';
import { errorText } from '../../../i18n/errors.ts';
import { captchaToken } from './captcha.ts';
import { savePendingFeedback, type PendingFeedback } from '../shared/state/post-feedback.ts';
import { joinErrors } from './model.ts';
import { TEXTS } from './texts.ts';
import type { Message } from './types.ts';
import { useTurnstile } from './use-turnstile.ts';

/**
 * The feedback form's state: the draft (kept for this tab until sent), the empty-text rule
 * (spec §5.5) and the call. Nothing typed is lost on an error; a non-OK status is ignored (§8).
 */
export function useFeedback(postId: number, settings: RatingSettings, initial: PendingFeedback | null) {
  const [vote, setVote] = useState<PendingFeedback | null>(initial);
  const [draft, setDraftState] = useState(initial?.draft ?? '');
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  // The plugin checks Turnstile on process_feedback too (is_turnstile_valid), with its own challenge.
  const turnstile = useTurnstile(settings.turnstile, vote !== null && !sent);

  const setDraft = (text: string) => {
    setDraftState(text);
    if (vote) savePendingFeedback(postId, { ...vote, draft: text });
  };
  const start = (ratingId: string, token: string) => {
    const pending = { ratingId, token, draft };
    setVote(pending);
    savePendingFeedback(postId, pending);
  };
  const fail = (text: string) => {
    setMessage({ text, alert: true });
    inputRef.current?.focus();
  };

  const send = async () => {
    if (sending || sent || !vote) return;
    if (draft.trim() === '') return fail(settings.emptyFeedback);
    setSending(true);
    setMessage(null);
    setWaiting(turnstile.enabled && !turnstile.solved());
    const turnstileToken = turnstile.enabled ? (await turnstile.token()) || undefined : undefined;
    setWaiting(false);
    const token = turnstile.enabled ? undefined : await captchaToken(settings, 'RMPfeedback');
    const result = await sendFeedback({
      postId,
      feedback: draft,
      ratingId: vote.ratingId,
      ratingToken: vote.token,
      token,
      turnstileToken,
    });
    setSending(false);
    if (!result.ok || result.value.kind === 'refused') turnstile.renew();
    if (!result.ok) {
      if (result.error.kind === 'http') return; // spec §8: a non-OK status is silently ignored
      return fail(`${TEXTS.feedbackNotSent} ${errorText(result.error)}`);
    }
    if (result.value.kind === 'refused') return fail(joinErrors(result.value.errors));
    setSent(true);
    setMessage({ text: result.value.message, alert: false });
    savePendingFeedback(postId, null);
  };

  return { draft, setDraft, sending, waiting, sent, message, inputRef, start, send, turnstile };
}
