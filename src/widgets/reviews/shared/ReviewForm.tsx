import type { Signal } from '@preact/signals-core';
import { useId } from 'react';
import type { Run } from '../../../runtime/types.ts';
import { BusyButton } from './BusyButton.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { FormNav } from './FormNav.tsx';
import type { ReviewFormSpec } from './form-spec.ts';
import { ResultArea } from './ResultArea.tsx';
import { ReviewFields } from './ReviewFields.tsx';
import { TEXTS } from './texts.ts';
import { useReviewForm } from './use-review-form.ts';

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

interface ReviewButtonsProps {
  readonly busy: boolean;
  readonly submitLabel: string;
  readonly cancelLabel: string;
  readonly closable: boolean;
  readonly onCancel: () => void;
}

/** Send, and cancel where the form can be closed. */
function ReviewButtons({ busy, submitLabel, cancelLabel, closable, onCancel }: ReviewButtonsProps) {
  return (
    <div className="cr-review-form-buttons">
      <BusyButton
        type="submit"
        className={`cr-review-form-submit${busy ? ' cr-review-form-submit-busy' : ''}`}
        busy={busy}
      >
        <span>{busy ? TEXTS.submitting : submitLabel}</span>
      </BusyButton>
      {closable && (
        <button type="button" className="cr-review-form-cancel" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
    </div>
  );
}

/** The CusRev review form (spec §2.3, §4.5, §5.1, §5.3), rendered over `.cr-review-form-wrap`. */
export function ReviewForm({ spec, open, onClose, closable, run }: ReviewFormProps) {
  useSignals();
  const id = useId();
  const { draft, media, heading, form, flow, isOpen, update, close } = useReviewForm(spec, open, onClose, run);
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
        <ReviewButtons
          busy={busy}
          submitLabel={spec.submitLabel}
          cancelLabel={spec.cancelLabel}
          closable={closable}
          onCancel={() => close('cancel')}
        />
      </div>
      <ResultArea result={flow.result} onContinue={onContinue} />
    </form>
  );
}
