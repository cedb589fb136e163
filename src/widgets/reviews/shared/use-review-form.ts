import type { Signal } from '@preact/signals-core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { submitReview } from './api/reviews.ts';
import type { Run } from '../../../runtime/types.ts';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';
import { reviewCaptchaToken, visibleCaptchaAnswer } from './CaptchaField.tsx';
import type { ReviewFormSpec } from './form-spec.ts';
import { useMedia } from './use-media.ts';
import {
  decodeReviewDraft,
  emptyReviewDraft,
  reviewFieldOrder,
  toReviewSubmission,
  validateReview,
  type ReviewDraft,
} from './review-model.ts';
import { useSubmit } from './use-submit.ts';

/**
 * The review form's state: its draft, kept for the tab until sent or cancelled, the media uploads,
 * the submit flow (held while an upload is unfinished), and the heading focused when the form opens.
 */
export function useReviewForm(spec: ReviewFormSpec, open: Signal<boolean>, onClose: () => void, run: Run) {
  const draftKey = `reviews:${spec.productId}:review`;
  const [draft, setDraft] = useState<ReviewDraft>(
    () => readDraft(draftKey, decodeReviewDraft) ?? emptyReviewDraft(spec),
  );
  const media = useMedia(
    useMemo(() => ({ kind: 'media', productId: spec.productId, nonce: spec.nonce }), [spec.productId, spec.nonce]),
    run,
  );
  const heading = useRef<HTMLSpanElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const flow = useSubmit({
    form,
    validate: () => validateReview(spec, draft, visibleCaptchaAnswer(spec)),
    order: reviewFieldOrder(spec),
    blocked: () => media.unfinished,
    token: (element) => reviewCaptchaToken(spec, element),
    post: (captcha) => submitReview(toReviewSubmission(spec, draft, media.finishedIds, captcha)),
  });
  const isOpen = open.value;

  useLayoutEffect(() => {
    if (isOpen) heading.current?.focus();
  }, [isOpen]);
  useEffect(() => writeDraft(draftKey, draft), [draftKey, draft]);

  const update = (field: string, next: Partial<ReviewDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    flow.clearError(field);
  };
  const close = (after: 'success' | 'cancel') => {
    setDraft(emptyReviewDraft(spec));
    clearDraft(draftKey);
    media.reset(after === 'cancel');
    flow.reset();
    onClose();
  };
  return { draft, media, heading, form, flow, isOpen, update, close };
}
