import type { Signal } from '@preact/signals-core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { submitQna } from '../shared/api/reviews.ts';
import { clearDraft, readDraft, writeDraft } from '../shared/drafts.ts';
import { decodeQnaDraft, QNA_FIELDS, toQnaSubmission, validateQna, type QnaDraft } from './qna-model.ts';
import { invisibleCaptchaToken, useSubmit } from '../shared/use-submit.ts';

export interface QnaFormOptions {
  readonly nonce: string;
  readonly productId: string;
  /** Set for the answer form of one question. */
  readonly questionId?: string;
  /** The question form's name and e-mail defaults (a logged-in customer's); the answer form has none. */
  readonly defaults: { readonly name: string; readonly email: string };
  readonly open: Signal<boolean>;
  /** Closes the form (the mount shows and hides its region and returns focus). */
  readonly onClose: () => void;
}

/**
 * A question or answer form's state: its draft, kept for the tab until sent or cancelled, the
 * submit flow, and the heading focused when the form opens.
 */
export function useQnaForm({ nonce, productId, questionId, defaults, open, onClose }: QnaFormOptions) {
  const answering = questionId !== undefined;
  const draftKey = `reviews:${productId}:${answering ? `answer:${questionId}` : 'question'}`;
  const empty: QnaDraft = { text: '', name: defaults.name, email: defaults.email };
  const [draft, setDraft] = useState<QnaDraft>(() => readDraft(draftKey, decodeQnaDraft) ?? empty);
  const heading = useRef<HTMLSpanElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const flow = useSubmit({
    form,
    validate: () => validateQna(draft, answering),
    order: QNA_FIELDS,
    token: invisibleCaptchaToken,
    post: (captcha) => submitQna(toQnaSubmission(draft, { nonce, productId, questionId }, captcha)),
  });
  const isOpen = open.value;
  useLayoutEffect(() => {
    if (isOpen) heading.current?.focus();
  }, [isOpen]);
  useEffect(() => writeDraft(draftKey, draft), [draftKey, draft]);

  const update = (field: keyof QnaDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    flow.clearError(field);
  };
  const close = () => {
    // After success or cancel: the question form's name and e-mail go back to their defaults, the answer form's are cleared.
    setDraft(empty);
    clearDraft(draftKey);
    flow.reset();
    onClose();
  };
  return { answering, draft, heading, form, flow, update, close };
}
