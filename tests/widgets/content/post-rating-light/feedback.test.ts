import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Listen } from '../../../../src/runtime/types.ts';
import {
  readPendingFeedback,
  savePendingFeedback,
} from '../../../../src/widgets/content/shared/state/post-feedback.ts';
import { showPendingFeedback } from '../../../../src/widgets/content/post-rating-light/feedback.ts';

const listen = ((target: EventTarget, type: string, handler: (event: Event) => unknown) =>
  target.addEventListener(type, handler as EventListener)) as Listen;
const el = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
const show = () =>
  showPendingFeedback(
    el<HTMLElement>('.js-rmp-widgets-container'),
    el<HTMLElement>('.js-rmp-rating-widget'),
    9002,
    listen,
  );

beforeEach(() => {
  document.body.innerHTML = `<div class="js-rmp-widgets-container" data-post-id="9002"><div class="rmp-rating-widget js-rmp-rating-widget"></div>
<div class="rmp-feedback-widget js-rmp-feedback-widget"><textarea class="js-rmp-feedback-input"></textarea></div></div>`;
});
afterEach(() => sessionStorage.clear());

describe('post-rating-light: a vote waiting for its feedback is drawn when seen, with no touch', () => {
  it('shows the printed feedback widget with the saved draft in place of the stars, as the React widget does', () => {
    savePendingFeedback(9002, { ratingId: '7', token: 't', draft: 'Lipsesc mărimile' });
    show();
    expect(el('.js-rmp-feedback-widget').classList.contains('rmp-feedback-widget--visible')).toBe(true);
    expect(el('.js-rmp-rating-widget').classList.contains('rmp-rating-widget--hidden')).toBe(true);
    expect(el<HTMLTextAreaElement>('textarea').value).toBe('Lipsesc mărimile');
  });

  it('keeps what is typed before React comes, so the React widget starts from it', () => {
    savePendingFeedback(9002, { ratingId: '7', token: 't', draft: 'Lipsesc' });
    show();
    const input = el<HTMLTextAreaElement>('textarea');
    input.value = 'Lipsesc mărimile';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(readPendingFeedback(9002)).toEqual({ ratingId: '7', token: 't', draft: 'Lipsesc mărimile' });
  });

  it('draws nothing without a pending vote', () => {
    show();
    expect(el('.js-rmp-feedback-widget').classList.contains('rmp-feedback-widget--visible')).toBe(false);
    expect(el('.js-rmp-rating-widget').classList.contains('rmp-rating-widget--hidden')).toBe(false);
  });
});
