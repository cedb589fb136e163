import type { QnaSubmission } from '../shared/api/reviews.ts';
import { isEmail, isFilled, type FieldErrors } from '../shared/rules.ts';
import { TEXTS } from '../shared/texts.ts';

export interface QnaDraft {
  readonly text: string;
  readonly name: string;
  readonly email: string;
}

export const QNA_FIELDS = ['text', 'name', 'email'] as const;

export function decodeQnaDraft(value: unknown): QnaDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const text: unknown = Reflect.get(value, 'text');
  const name: unknown = Reflect.get(value, 'name');
  const email: unknown = Reflect.get(value, 'email');
  return {
    text: typeof text === 'string' ? text : '',
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : '',
  };
}

/** Spec §5.2: text, name, a valid e-mail. */
export function validateQna(draft: QnaDraft, answering: boolean): FieldErrors {
  const errors: Record<string, string> = {};
  if (!isFilled(draft.text)) errors.text = answering ? TEXTS.errors.answer : TEXTS.errors.question;
  if (!isFilled(draft.name)) errors.name = TEXTS.errors.name;
  if (!isEmail(draft.email)) errors.email = TEXTS.errors.email;
  return errors;
}

export function toQnaSubmission(
  draft: QnaDraft,
  context: { nonce: string; productId: string; questionId?: string },
  captcha: string,
): QnaSubmission {
  return {
    nonce: context.nonce,
    productId: context.productId,
    questionId: context.questionId,
    text: draft.text.trim(),
    name: draft.name.trim(),
    email: draft.email.trim(),
    captcha,
  };
}

/** Q&A search waits 500 ms (spec §9); keys that do not change the text (arrows) start nothing. */
export const QNA_SEARCH_DEBOUNCE_MS = 500;
