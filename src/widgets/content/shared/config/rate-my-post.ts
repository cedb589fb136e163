import { readGlobal } from '../../../../config/globals.ts';
import { readSection } from '../../../../config/section.ts';

/**
 * Rate My Post's `rmp_frontend` (spec §3.8, legacy-contracts §10). The plugin compares its options
 * as `2 == x`, so a flag is on only when it is 2 (or "2"); `is_not_votable` is the text "true".
 */
export interface RatingSettings {
  readonly postId: number;
  readonly noVotes: string;
  readonly alreadyVoted: string;
  readonly afterVote: string;
  readonly emptyFeedback: string;
  readonly social: boolean;
  readonly feedback: boolean;
  readonly cookieDisabled: boolean;
  readonly hoverTexts: boolean;
  readonly preventAccidental: boolean;
  readonly captcha: boolean;
  readonly siteKey: string;
  /** Cloudflare Turnstile (`turnstile == 2` with a site key); the plugin then skips reCAPTCHA. */
  readonly turnstile: TurnstileSettings | null;
  readonly positiveThreshold: number;
  readonly ajaxLoad: boolean;
  readonly nonce: string;
  readonly notVotable: boolean;
}

export interface TurnstileSettings {
  readonly siteKey: string;
  readonly theme: string;
  readonly size: string;
}

/** The plugin's English defaults, used only where the page prints nothing (spec §8). */
export const RATING_DEFAULTS = {
  noVotes: 'No votes so far! Be the first to rate this post.',
  alreadyVoted: 'You already voted! This vote will not be counted!',
  afterVote: 'Thank you for rating this post!',
  emptyFeedback: 'Please insert your feedback in the box above!',
  positiveThreshold: 2,
} as const;

export function readRatingSettings(): RatingSettings {
  const section = readSection('rmp_frontend');
  const on = (key: string) => section.string(key, '1').trim() === '2';
  return {
    postId: section.number('postID', 0),
    noVotes: section.string('noVotes', '') || RATING_DEFAULTS.noVotes,
    alreadyVoted: section.string('cookie', '') || RATING_DEFAULTS.alreadyVoted,
    afterVote: section.string('afterVote', '') || RATING_DEFAULTS.afterVote,
    emptyFeedback: section.string('emptyFeedback', '') || RATING_DEFAULTS.emptyFeedback,
    social: on('social'),
    feedback: on('feedback'),
    cookieDisabled: on('cookieDisable'),
    hoverTexts: on('hoverTexts'),
    preventAccidental: on('preventAccidental'),
    captcha: on('grecaptcha') && section.string('siteKey', '').trim() !== '',
    siteKey: section.string('siteKey', '').trim(),
    turnstile:
      on('turnstile') && section.string('turnstileSiteKey', '').trim() !== ''
        ? {
            siteKey: section.string('turnstileSiteKey', '').trim(),
            theme: section.string('turnstileTheme', 'auto'),
            size: section.string('turnstileSize', 'normal'),
          }
        : null,
    positiveThreshold: section.number('positiveThreshold', RATING_DEFAULTS.positiveThreshold),
    ajaxLoad: on('ajaxLoad'),
    nonce: section.string('nonce', ''),
    notVotable: section.string('is_not_votable', 'false').trim() === 'true',
  };
}

/** The texts a results widget needs on pages that print no `rmp_frontend` (archives). */
export function readRatingNoVotesText(): string {
  const section = readSection('rmp_frontend', { required: false });
  return section.string('noVotes', '') || RATING_DEFAULTS.noVotes;
}

type CaptchaExecute = (siteKey: string, options: { action: string }) => PromiseLike<string>;

/**
 * The captcha service's page global (reCAPTCHA v3's `grecaptcha.execute`), or null when the page
 * has not loaded it. Reading it lives here because config/ alone touches page globals.
 */
export function readCaptchaExecutor(): CaptchaExecute | null {
  const captcha = readGlobal('grecaptcha');
  if (typeof captcha !== 'object' || captcha === null || !('execute' in captcha)) return null;
  const execute = captcha.execute;
  if (typeof execute !== 'function') return null;
  return (siteKey, options) =>
    Promise.resolve(execute.call(captcha, siteKey, options)).then((token: unknown) =>
      typeof token === 'string' ? token : '',
    );
}
