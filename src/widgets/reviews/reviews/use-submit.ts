import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { ApiError, SubmitAnswer } from '../../../api/index.ts';
import { readCaptchaBridge, readReviewsConfig } from '../../../config/index.ts';
import { announce } from '../../../ui/announce.ts';
import { resultOf, type FormResult } from './review-model.ts';
import { firstInvalid, type FieldErrors } from './rules.ts';
import { TEXTS } from './texts.ts';

export type Phase = 'idle' | 'submitting' | 'result';

type Answer = { ok: true; value: SubmitAnswer } | { ok: false; error: ApiError };

/** Moves focus to a field's own control (text box, checkbox or the checked star). */
export function focusField(form: HTMLElement | null, field: string): void {
  const wrapper = form?.querySelector(`[data-field="${CSS.escape(field)}"]`);
  wrapper?.querySelector<HTMLElement>('input, textarea, [role="radio"][tabindex="0"]')?.focus();
}

/**
 * idle → submitting → result (spec §4.5) for the review, question and answer forms: validate and
 * mark every invalid field, get an invisible captcha token first when a site key is set (§5.2),
 * post, then show the result; the draft stays until a success.
 */
export function useSubmit(options: {
  form: RefObject<HTMLFormElement | null>;
  validate: () => FieldErrors;
  order: readonly string[];
  post: (captcha: string) => Promise<Answer>;
  blocked?: () => boolean;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<FormResult | null>(null);
  // The plugin's CSS shows the result line and the busy look by classes on the form's wrapper
  // (`.cr-review-form-wrap`, `.cr-qna-new-q-form`, `.cr-qna-list-inl-answ`): frontend.js 5.117.
  useEffect(() => {
    const wrapper = options.form.current?.parentElement;
    wrapper?.classList.toggle('cr-review-form-res', phase === 'result');
    wrapper?.classList.toggle('cr-review-form-submitting', phase === 'submitting');
  }, [phase, options.form]);
  const submit = async () => {
    if (phase !== 'idle') return;
    const { form, validate, order, post, blocked } = options;
    if (blocked?.()) {
      announce(TEXTS.uploadPending);
      return;
    }
    const found = validate();
    setErrors(found);
    const first = firstInvalid(order, found);
    if (first) {
      announce(TEXTS.summary(Object.keys(found).length), 'assertive');
      focusField(form.current, first);
      return;
    }
    setPhase('submitting');
    let captcha = '';
    const bridge = readReviewsConfig().captchaSiteKey ? readCaptchaBridge() : null;
    if (bridge?.isEnabled()) {
      captcha = await bridge.execute().catch(() => '');
      if (captcha === '') {
        setResult({ success: false, message: TEXTS.errors.captcha, button: TEXTS.ok });
        setPhase('result');
        return;
      }
    }
    const answer = await post(captcha);
    setResult(resultOf(answer));
    setPhase('result');
  };

  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => key !== field));
    });
  }, []);

  const reset = useCallback(() => {
    setPhase('idle');
    setErrors({});
    setResult(null);
  }, []);

  const backToForm = useCallback(() => {
    setPhase('idle');
    setResult(null);
  }, []);

  return { phase, errors, result, submit, clearError, reset, backToForm };
}
