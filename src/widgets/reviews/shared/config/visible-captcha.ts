import { readGlobal } from '../../../../config/globals.ts';
import { readCaptchaBridge } from './reviews.ts';

/**
 * The answer of a visible captcha drawn in `widget` ('' while unsolved): through cr-captcha.js's
 * bridge when the page has it, else through reCAPTCHA's own `grecaptcha.getResponse`, with the
 * widget's index among the review forms' captchas as 5.117's frontend.js counts them. Null when no
 * captcha service is on the page: the shopper cannot solve it then, and the server's answer decides.
 */
export function readVisibleCaptchaAnswer(widget: Element): string | null {
  const bridge = readCaptchaBridge();
  if (bridge) return bridge.getResponse(widget);
  const service = readGlobal('grecaptcha');
  if (typeof service !== 'object' || service === null) return null;
  const getResponse: unknown = Reflect.get(service, 'getResponse');
  if (typeof getResponse !== 'function') return null;
  const index = [...document.querySelectorAll('.cr-review-form-captcha .cr-recaptcha')].indexOf(widget);
  const answer: unknown = Reflect.apply(getResponse, service, index > 0 ? [index] : []);
  return typeof answer === 'string' ? answer : '';
}
