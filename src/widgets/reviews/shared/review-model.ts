import type { ApiError } from '../../../api/result.ts';
import type { ReviewSubmission, SubmitAnswer } from './api/reviews.ts';
import type { ReviewFormSpec } from './form-spec.ts';
import { isEmail, isFilled, type FieldErrors } from './rules.ts';
import { TEXTS } from './texts.ts';
import { isRecord } from '../../../lib/is-record.ts';

export interface ReviewDraft {
  readonly ratings: Readonly<Record<string, number>>;
  readonly review: string;
  readonly answers: Readonly<Record<string, string>>;
  readonly name: string;
  readonly email: string;
  readonly terms: boolean;
}

export function emptyReviewDraft(spec: ReviewFormSpec): ReviewDraft {
  return { ratings: {}, review: '', answers: {}, name: spec.defaultName, email: spec.defaultEmail, terms: false };
}

function pick<T>(source: unknown, keep: (value: unknown) => value is T): Record<string, T> {
  const out: Record<string, T> = {};
  if (isRecord(source)) for (const [key, value] of Object.entries(source)) if (keep(value)) out[key] = value;
  return out;
}

const isStar = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
const isString = (value: unknown): value is string => typeof value === 'string';

/** A stored draft, checked field by field (storage is as untrusted as any input). */
export function decodeReviewDraft(value: unknown): ReviewDraft | null {
  if (!isRecord(value)) return null;
  return {
    ratings: pick(value.ratings, isStar),
    review: isString(value.review) ? value.review : '',
    answers: pick(value.answers, isString),
    name: isString(value.name) ? value.name : '',
    email: isString(value.email) ? value.email : '',
    terms: value.terms === true,
  };
}

/** Field keys in the order the form shows them (focus goes to the first invalid one). */
export function reviewFieldOrder(spec: ReviewFormSpec): string[] {
  return [
    ...spec.ratings.map((rating) => `rating:${rating.name}`),
    'review',
    ...spec.questions.map((question) => `q:${question.name}`),
    'name',
    'email',
    'terms',
    'captcha',
  ];
}

/**
 * Spec §5.1: required criteria rated, text, name, e-mail, required questions, terms ticked, and a
 * visible captcha solved (`captchaAnswer`: what the captcha service holds for it, '' unsolved,
 * null when there is nothing to check).
 */
export function validateReview(
  spec: ReviewFormSpec,
  draft: ReviewDraft,
  captchaAnswer: string | null = null,
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const rating of spec.ratings)
    if (rating.required && !isStar(draft.ratings[rating.name])) errors[`rating:${rating.name}`] = TEXTS.errors.rating;
  if (!isFilled(draft.review)) errors.review = TEXTS.errors.review;
  for (const question of spec.questions)
    if (question.required && !isFilled(draft.answers[question.name]))
      errors[`q:${question.name}`] = TEXTS.errors.answerRequired;
  if (!isFilled(draft.name)) errors.name = TEXTS.errors.name;
  if (!isEmail(draft.email)) errors.email = TEXTS.errors.email;
  if (spec.terms && !draft.terms) errors.terms = TEXTS.errors.terms;
  if (spec.captcha === 'visible' && captchaAnswer === '') errors.captcha = spec.captchaError || TEXTS.errors.captcha;
  return errors;
}

/**
 * What 5.117's frontend.js posts: `rating` from the overall stars, and `onsiteQuestions` holding
 * every hidden input of each rating block and every input of each question, by name — the values
 * and their `cr_typ_lab_…` labels, without which the plugin saves no criterion or answer.
 */
export function toReviewSubmission(
  spec: ReviewFormSpec,
  draft: ReviewDraft,
  media: readonly string[],
  captcha: string,
): ReviewSubmission {
  const onsiteQuestions: Record<string, string> = {};
  for (const rating of spec.ratings) {
    const value = draft.ratings[rating.name];
    onsiteQuestions[rating.name] = value ? String(value) : '';
    if (rating.typeLabel) onsiteQuestions[rating.typeLabel.name] = rating.typeLabel.value;
  }
  for (const question of spec.questions) {
    onsiteQuestions[question.name] = (draft.answers[question.name] ?? '').trim();
    if (question.typeLabel) onsiteQuestions[question.typeLabel.name] = question.typeLabel.value;
  }
  const overall = spec.ratings.find((rating) => rating.overall);
  return {
    productId: spec.productId,
    rating: overall ? (draft.ratings[overall.name] ?? 0) : 0,
    review: draft.review.trim(),
    name: draft.name.trim(),
    email: draft.email.trim(),
    onsiteQuestions,
    media,
    captcha,
  };
}

/** What the result area shows (spec §4.5, §8). */
export interface FormResult {
  readonly success: boolean;
  readonly message: string;
  readonly button: string;
}

const TRANSPORT: Record<ApiError['kind'], string> = {
  offline: TEXTS.offline,
  // Only an unmount aborts a submit; nothing is shown then.
  aborted: TEXTS.failed,
  timeout: TEXTS.timeout,
  http: TEXTS.failed,
  invalid_json: TEXTS.failed,
  server: TEXTS.failed,
};

export function resultOf(answer: { ok: true; value: SubmitAnswer } | { ok: false; error: ApiError }): FormResult {
  if (!answer.ok) return { success: false, message: TRANSPORT[answer.error.kind], button: TEXTS.ok };
  const { code, description, button } = answer.value;
  // Without a description the plugin shows its "third-party plugin" error, whatever the code.
  if (description === undefined || description.trim() === '')
    return { success: false, message: TEXTS.unexpected, button: button?.trim() || TEXTS.ok };
  return { success: code === 0, message: description, button: button?.trim() || TEXTS.ok };
}
