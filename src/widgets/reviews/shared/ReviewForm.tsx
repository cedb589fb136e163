import type { Signal } from '@preact/signals-core';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { submitReview } from './api/reviews.ts';
import type { Run } from '../../../runtime/types.ts';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';
import { BusyButton } from './BusyButton.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import { CaptchaField, reviewCaptchaToken, visibleCaptchaAnswer } from './CaptchaField.tsx';
import { FormNav } from './FormNav.tsx';
import type { ReviewFormSpec } from './form-spec.ts';
import { useMedia } from './use-media.ts';
import { ResultArea } from './ResultArea.tsx';
import { ReviewFields } from './ReviewFields.tsx';
import {
  decodeReviewDraft,
  emptyReviewDraft,
  reviewFieldOrder,
  toReviewSubmission,
  validateReview,
  type ReviewDraft,
} from './review-model.ts';
import { TEXTS } from './texts.ts';
import { useSubmit } from './use-submit.ts';

interface ReviewFormProps {
  readonly spec: ReviewFormSpec;
  readonly open: Signal<boolean>;
  /** Closes the form (the mount shows and hides its region and returns focus). */
  readonly onClose: () => void;
  /** False when the form is the only thing shown (no reviews yet: `-nc`, no back link). */
  readonly closable: boolean;
  /** The widget context's guarded run: the submit and the uploads go through it. */
  readonly run: Run;
}

/** The CusRev review form (spec §2.3, §4.5, §5.1, §5.3), rendered over `.cr-review-form-wrap`. */
export function ReviewForm({ spec, open, onClose, closable, run }: ReviewFormProps) {
  useSignals();
  const id = useId();
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
  const onContinue = () => (flow.result?.success ? close('success') : flow.backToForm());
  const busy = flow.phase === 'submitting';

  return (
    <form
      ref={form}
      className="cr-review-form-inner"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        run(flow.submit());
      }}
    >
      <FormNav
        titleId={`${id}-title`}
        heading={heading}
        title={spec.title}
        closable={closable}
        disabled={busy}
        onClose={() => close('cancel')}
      />
      <div hidden={flow.phase === 'result'}>
        <ReviewFields
          id={id}
          spec={spec}
          draft={draft}
          update={update}
          errors={flow.errors}
          busy={busy}
          media={media}
        />
        {spec.captchaWidget && (
          <CaptchaField
            id={`${id}-captcha`}
            widget={spec.captchaWidget}
            open={isOpen}
            error={flow.errors.captcha}
            onTouched={() => flow.clearError('captcha')}
          />
        )}
        <div className="cr-review-form-buttons">
          <BusyButton
            type="submit"
            className={`cr-review-form-submit${busy ? ' cr-review-form-submit-busy' : ''}`}
            busy={busy}
          >
            <span>{busy ? TEXTS.submitting : spec.submitLabel}</span>
          </BusyButton>
          {closable && (
            <button type="button" className="cr-review-form-cancel" disabled={busy} onClick={() => close('cancel')}>
              {spec.cancelLabel}
            </button>
          )}
        </div>
      </div>
      <ResultArea result={flow.result} onContinue={onContinue} />
    </form>
  );
}
