import { readContactFormSettings } from '../config/contact-form.ts';
import type { SwvRule, SwvSchema } from '../swv/types.ts';
import { array, object, optional, record, string, text, type Decoder } from '../../../../api/decode.ts';
import { rest } from '../../../../api/rest.ts';
import type { Result } from '../../../../api/result.ts';

/** Contact Form 7's three REST calls (spec §7.3). CF7 deliberately sends no nonce. */

interface InvalidField {
  readonly field: string;
  readonly message: string;
}

interface QuizRefill {
  readonly question: string;
  readonly answerHash: string;
}

export interface Refill {
  /** Field name → new captcha image URL. */
  readonly captcha: Readonly<Record<string, string>>;
  /** Field name → new question and its answer hash. */
  readonly quiz: Readonly<Record<string, QuizRefill>>;
}

export interface Feedback extends Refill {
  readonly status: string;
  readonly message: string;
  readonly postedDataHash: string;
  readonly invalidFields: readonly InvalidField[];
}

const scalar: Decoder<number | string> = (input, path) => (typeof input === 'number' ? input : string(input, path));

const rule: Decoder<SwvRule> = (input, path) =>
  object({
    rule: string,
    field: optional(string),
    error: optional(string),
    threshold: optional(scalar),
    accept: optional(array(scalar)),
    base: optional(scalar),
    interval: optional(scalar),
    rules: optional(array(rule)),
  })(input, path);

const schemaDecoder: Decoder<SwvSchema> = object({ rules: array(rule) });

const quizPair: Decoder<QuizRefill> = (input, path) => {
  const pair = array(text)(input, path);
  return { question: text(pair[0], `${path}[0]`), answerHash: text(pair[1], `${path}[1]`) };
};

/** PHP sends an empty map as `[]`. */
const map =
  <T>(value: Decoder<T>): Decoder<Record<string, T>> =>
  (input, path) =>
    Array.isArray(input) && input.length === 0 ? {} : record(value)(input, path);

const refillShape = { captcha: optional(map(string)), quiz: optional(map(quizPair)) };

const feedbackDecoder: Decoder<Feedback> = (input, path) => {
  const raw = object({
    status: string,
    message: optional(string),
    posted_data_hash: optional(string),
    invalid_fields: optional(array(object({ field: string, message: optional(string) }))),
    ...refillShape,
  })(input, path);
  return {
    status: raw.status,
    message: raw.message ?? '',
    postedDataHash: raw.posted_data_hash ?? '',
    invalidFields: (raw.invalid_fields ?? []).map((item) => ({ field: item.field, message: item.message ?? '' })),
    captcha: raw.captcha ?? {},
    quiz: raw.quiz ?? {},
  };
};

const refillDecoder: Decoder<Refill> = (input, path) => {
  if (input === null || (Array.isArray(input) && input.length === 0)) return { captcha: {}, quiz: {} };
  const raw = object(refillShape)(input, path);
  return { captcha: raw.captcha ?? {}, quiz: raw.quiz ?? {} };
};

const formPath = (formId: number, tail: string) =>
  `${readContactFormSettings().namespace}/contact-forms/${formId}/${tail}`;

export function contactFormSchema(formId: number): Promise<Result<SwvSchema>> {
  return rest({ path: formPath(formId, 'feedback/schema'), withNonce: false }, schemaDecoder);
}

/** `body` holds every input of the form plus the submitter's name and value. */
export function contactFormFeedback(formId: number, body: FormData): Promise<Result<Feedback>> {
  return rest(
    {
      path: formPath(formId, 'feedback'),
      method: 'POST',
      body,
      withNonce: false,
      timeout: readContactFormSettings().requestTimeoutMs,
    },
    feedbackDecoder,
  );
}

export function contactFormRefill(formId: number): Promise<Result<Refill>> {
  return rest({ path: formPath(formId, 'refill'), withNonce: false }, refillDecoder);
}
