import { useEffect } from 'react';
import { readCaptchaBridge } from './config/reviews.ts';
import { readVisibleCaptchaAnswer } from './config/visible-captcha.ts';
import { Adopt } from '../../../ui/Adopt.tsx';
import { FieldError } from './fields.tsx';
import type { ReviewFormSpec } from './form-spec.ts';

/** cr-captcha.js draws a late-shown form's captcha this long after it opens (5.117 frontend.js). */
const RENDER_DELAY_MS = 50;

/**
 * The visible captcha of the AJAX review form (5.117 `display_captcha_cr()`): the server's own
 * captcha element, moved alive into the form React draws, drawn afresh each time the form opens
 * (as 5.117 does: reset, then render), with the plugin's error line when the shopper sends
 * without solving it (spec §5.1, §8). A click or input inside it (a captcha drawn in the page, not
 * in a frame) clears the error; a framed one's clears on the next send.
 */
export function CaptchaField({
  id,
  widget,
  open,
  error,
  onTouched,
}: {
  id: string;
  widget: Element;
  open: boolean;
  error: string | undefined;
  onTouched: () => void;
}) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      const bridge = readCaptchaBridge();
      const block = widget.parentElement?.closest('.cr-review-form-captcha');
      if (!bridge || !block) return;
      bridge.reset(block);
      bridge.render(block);
    }, RENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, widget]);
  return (
    <div
      className={`cr-review-form-captcha${error ? ' cr-review-form-error' : ''}`}
      data-field="captcha"
      tabIndex={-1}
      aria-describedby={error ? id : undefined}
      onClick={onTouched}
      onInput={onTouched}
    >
      <Adopt node={widget} live />
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * What the captcha service holds for the form's visible captcha: '' while unsolved, null without
 * a visible captcha or without a captcha service on the page (nothing to check then).
 */
export function visibleCaptchaAnswer(spec: ReviewFormSpec): string | null {
  return spec.captcha === 'visible' && spec.captchaWidget ? readVisibleCaptchaAnswer(spec.captchaWidget) : null;
}

/**
 * The review's captcha token as 5.117 gets it (`crCaptcha.execute(form)`: an invisible captcha's
 * fresh token, a visible one's answer), or the visible answer read from the service itself;
 * '' without a captcha, null when the captcha service gave nothing.
 */
export async function reviewCaptchaToken(spec: ReviewFormSpec, form: HTMLFormElement | null): Promise<string | null> {
  if (spec.captcha === null) return '';
  const bridge = readCaptchaBridge();
  if (bridge?.isEnabled() && form) return (await bridge.execute(form)) || null;
  return visibleCaptchaAnswer(spec) ?? '';
}
