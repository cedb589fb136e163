import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { ApiError } from '../../../api/result.ts';
import type { SubmitAnswer } from './api/reviews.ts';
import { readCaptchaBridge, readReviewsConfig } from './config/reviews.ts';
import { announce } from '../../../ui/announce.ts';
import { resultOf, type FormResult } from './review-model.ts';
import { firstInvalid, type FieldErrors } from './rules.ts';
import { TEXTS } from './texts.ts';

export type Phase = 'idle' | 'submitting' | 'result';

type Answer = { ok: true; value: SubmitAnswer } | { ok: false; error: ApiError };

/** Moves focus to a field's own control (text box, checkbox or the checked star). */
function focusField(form: HTMLElement | null, field: string): void {
  const wrapper = form?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
  // A captcha draws its control in a frame: focusing the frame takes the keyboard into it.
  const control = wrapper?.querySelector<HTMLElement>('input, textarea, [role="radio"][tabindex="0"], iframe');
  (control ?? (wrapper?.hasAttribute('tabindex') ? wrapper : null))?.focus();
}

/**
 * The captcha token of a question or answer: an invisible captcha's, fetched when the page set a
 * site key (§5.2); '' without one, null when the captcha service gave nothing (nothing is sent).
 */
export async function invisibleCaptchaToken(form: HTMLFormElement | null): Promise<string | null> {
  const bridge = readReviewsConfig().captchaSiteKey ? readCaptchaBridge() : null;
  if (!bridge?.isEnabled() || !form) return '';
  return (await bridge.execute(form)) || null;
}

/**
 * idle → submitting → result (spec §4.5) for the review, question and answer forms: validate and
 * mark every invalid field, get the captcha token first (`token`), post, then show the result;
 * the draft stays until a success.
 */
export function useSubmit(options: {
  form: RefObject<HTMLFormElement | null>;
  validate: () => FieldErrors;
  order: readonly string[];
  /** The captcha token to send: '' without a captcha, null when the captcha failed. */
  token: (form: HTMLFormElement | null) => Promise<string | null>;
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
    const captcha = await options.token(form.current).catch(() => null);
    if (captcha === null) {
      setResult({ success: false, message: TEXTS.errors.captcha, button: TEXTS.ok });
      setPhase('result');
      return;
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
