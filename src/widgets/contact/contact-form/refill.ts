import type { Refill } from './api/contact-form.ts';

/**
 * New captcha images and quiz questions after a send or a reset (spec §4.7): the captcha image
 * and its challenge field change together, as do the quiz label and its answer hash.
 */
export function applyRefill(form: HTMLFormElement, refill: Refill): void {
  for (const [field, url] of Object.entries(refill.captcha)) {
    if (!isSafeImageUrl(url)) continue;
    for (const image of form.querySelectorAll<HTMLImageElement>(`img.wpcf7-captcha-${CSS.escape(field)}`))
      image.src = url;
    const challenge = form.querySelector<HTMLInputElement>(
      `input[name="_wpcf7_captcha_challenge_${CSS.escape(field)}"]`,
    );
    const prefix = url
      .split('/')
      .pop()
      ?.replace(/\.\w+$/, '');
    if (challenge && prefix) challenge.value = prefix;
  }
  for (const [field, quiz] of Object.entries(refill.quiz)) {
    const wrap = form.querySelector(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field)}"]`);
    const label = wrap?.querySelector('.wpcf7-quiz-label');
    const answer = form.querySelector<HTMLInputElement>(`input[name="_wpcf7_quiz_answer_${CSS.escape(field)}"]`);
    // An answer to a question that is no longer shown would only fail again.
    const changed = answer !== null && answer.value !== quiz.answerHash;
    if (label) label.textContent = quiz.question;
    if (answer) answer.value = quiz.answerHash;
    const input = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field)}"]`);
    if (input && changed) input.value = '';
  }
}

/** Only http(s) images from anywhere, or same-origin relative paths; never javascript: or data:. */
function isSafeImageUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, location.href).protocol);
  } catch {
    return false;
  }
}
