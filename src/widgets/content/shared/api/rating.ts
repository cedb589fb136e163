import { readRatingSettings } from '../config/rate-my-post.ts';
import { adminAjax } from '../../../../api/admin-ajax.ts';
import * as decoders from '../../../../api/decode.ts';
import type { Decoder } from '../../../../api/decode.ts';
import type { Result } from '../../../../api/result.ts';

/**
 * Rate My Post's admin-ajax calls (spec §7.2, §3.8). A refusal is an answer, not an error: the
 * plugin sends HTTP 200 with its reasons in `errorMsg`, so the decoders keep those apart from a
 * successful count, and an answer with neither is the wrong shape.
 */
export type RatingAnswer =
  | {
      readonly kind: 'counted';
      readonly voteCount: number;
      readonly avgRating: number;
      readonly token: string;
      readonly ratingId: string;
    }
  | { readonly kind: 'refused'; readonly errors: readonly string[] };

export type FeedbackAnswer =
  | { readonly kind: 'saved'; readonly message: string }
  | { readonly kind: 'refused'; readonly errors: readonly string[] };

/** `errorMsg` arrives as a list, a single string, or empty ('' / [] / absent) when all went well. */
const errorList: Decoder<string[]> = (input, path) => {
  if (input === undefined || input === null || input === '' || input === false) return [];
  if (typeof input === 'string') return [input];
  return decoders
    .array(decoders.text)(input, path)
    .filter((entry) => entry.trim() !== '');
};

/**
 * The plugin starts every answer from its defaults (rate-my-post 4.5.1
 * public/class-rate-my-post-public.php process_rating / load_results): `voteCount: false`,
 * `avgRating: false`, `token: '-1'`, `id: '-1'`, and a refusal is sent with those untouched. `false`
 * is "no count in this answer", not a wrong shape.
 */
const countOrFalse: Decoder<number | undefined> = (input, path) =>
  input === false ? undefined : decoders.optional(decoders.numeric)(input, path);

const ratingShape = decoders.object({
  voteCount: countOrFalse,
  avgRating: countOrFalse,
  errorMsg: errorList,
  token: decoders.optional(decoders.text),
  id: decoders.optional(decoders.text),
});

export const ratingDecoder: Decoder<RatingAnswer> = (input, path) => {
  const answer = ratingShape(input, path);
  if (answer.errorMsg.length > 0) return { kind: 'refused', errors: answer.errorMsg };
  // Without reasons to refuse, the counts are required: a missing one is the wrong shape.
  const voteCount = decoders.numeric(answer.voteCount, 'voteCount');
  const avgRating = decoders.numeric(answer.avgRating, 'avgRating');
  return { kind: 'counted', voteCount, avgRating, token: answer.token ?? '', ratingId: answer.id ?? '' };
};

const feedbackShape = decoders.object({ successMsg: decoders.optional(decoders.text), errorMsg: errorList });

export const feedbackDecoder: Decoder<FeedbackAnswer> = (input, path) => {
  const answer = feedbackShape(input, path);
  if (answer.errorMsg.length > 0) return { kind: 'refused', errors: answer.errorMsg };
  return { kind: 'saved', message: decoders.string(answer.successMsg, 'successMsg') };
};

const TIMEOUT_MS = 15_000;

export interface VoteRequest {
  readonly postId: number;
  readonly rating: number;
  /** Whole seconds since the page loaded (the plugin's anti-bot signal). */
  readonly duration: number;
  /** The captcha token (action RMPrating) when the captcha is on. */
  readonly token?: string;
  /** Cloudflare Turnstile's token when Turnstile is on (the plugin's `turnstileToken` field). */
  readonly turnstileToken?: string;
}

export function sendRating(vote: VoteRequest): Promise<Result<RatingAnswer>> {
  const { nonce } = readRatingSettings();
  return adminAjax(
    'process_rating',
    {
      star_rating: vote.rating,
      postID: vote.postId,
      duration: vote.duration,
      nonce,
      token: vote.token,
      turnstileToken: vote.turnstileToken,
    },
    ratingDecoder,
    { timeout: TIMEOUT_MS },
  );
}

export interface FeedbackRequest {
  readonly postId: number;
  readonly feedback: string;
  readonly ratingId: string;
  readonly ratingToken: string;
  readonly token?: string;
  readonly turnstileToken?: string;
}

export function sendFeedback(request: FeedbackRequest): Promise<Result<FeedbackAnswer>> {
  const { nonce } = readRatingSettings();
  return adminAjax(
    'process_feedback',
    {
      feedback: request.feedback,
      postID: request.postId,
      duration: false,
      rating_id: request.ratingId,
      rating_token: request.ratingToken,
      nonce,
      token: request.token,
      turnstileToken: request.turnstileToken,
    },
    feedbackDecoder,
    { timeout: TIMEOUT_MS },
  );
}

export function loadResults(postId: number): Promise<Result<RatingAnswer>> {
  const { nonce } = readRatingSettings();
  return adminAjax('load_results', { postID: postId, nonce }, ratingDecoder, { timeout: TIMEOUT_MS });
}
