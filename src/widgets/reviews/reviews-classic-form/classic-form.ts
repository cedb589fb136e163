import { signal, type Signal } from '@preact/signals-core';
import { createElement } from 'react';
import { readCaptchaBridge } from '../shared/config/reviews.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { announce } from '../../../ui/announce.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { ClassicMedia } from './ClassicMedia.tsx';
import { ClassicStars } from './ClassicStars.tsx';
import { TEXTS } from '../shared/texts.ts';

/** CusRev 5.117 frontend.js hard-codes this alert (spec §5.1, §8). */
const TERMS_ALERT = 'Please tick the checkbox to proceed';

let nextId = 1;
const idFor = (element: Element, prefix: string): string =>
  element.id || (element.id = `vitrina-cr-${prefix}-${nextId++}`);

interface Check {
  readonly fails: () => boolean;
  readonly mark: (on: boolean) => void;
  readonly focus: () => void;
}

function ratingChecks(form: HTMLFormElement, context: WidgetContext, unmounts: (() => void)[]): Check[] {
  return [...form.querySelectorAll<HTMLElement>('.cr-review-form-rating')].flatMap((block): Check[] => {
    const input = block.querySelector<HTMLInputElement>('input.cr-review-form-rating-inp');
    const cont = block.querySelector<HTMLElement>('.cr-review-form-rating-cont');
    const label = block.querySelector('.cr-review-form-rating-label');
    const error = block.querySelector('.cr-review-form-field-error');
    if (!input || !cont || !label || !error) return [];
    const required = cont.classList.contains('cr-review-form-rating-req');
    const invalid: Signal<boolean> = signal(false);
    const stop = invalid.subscribe((on) => block.classList.toggle('cr-review-form-error', on));
    cont.replaceChildren();
    unmounts.push(
      mountReact(
        cont,
        createElement(ClassicStars, {
          initial: Number(input.value) || 0,
          onChoose: (value: number) => {
            input.value = String(value);
            invalid.value = false;
          },
          labelId: idFor(label, 'rl'),
          errorId: idFor(error, 're'),
          required,
          invalid,
        }),
        context,
        { removeContainer: false },
      ),
      stop,
    );
    if (!required) return [];
    return [
      {
        fails: () => !(Number(input.value) >= 1),
        mark: (on) => (invalid.value = on),
        focus: () => cont.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus(),
      },
    ];
  });
}

function questionChecks(form: HTMLFormElement, context: WidgetContext): Check[] {
  return [...form.querySelectorAll<HTMLElement>('.cr-onsite-question.cr-review-form-que-req')].flatMap(
    (row): Check[] => {
      const input = row.querySelector<HTMLInputElement>('input.cr-onsite-question-inp');
      const error = row.querySelector('.cr-review-form-field-error');
      if (!input || !error) return [];
      input.setAttribute('aria-required', 'true');
      const mark = (on: boolean) => {
        row.classList.toggle('cr-review-form-error', on);
        if (on) {
          input.setAttribute('aria-invalid', 'true');
          input.setAttribute('aria-describedby', idFor(error, 'qe'));
        } else {
          input.removeAttribute('aria-invalid');
          input.removeAttribute('aria-describedby');
        }
      };
      context.listen(input, 'input', () => mark(false));
      return [{ fails: () => input.value.trim() === '', mark, focus: () => input.focus() }];
    },
  );
}

/**
 * The classic review form as CusRev 5.117 extends it (AJAX reviews off): its overall rating,
 * criteria and answers, terms, captcha and local uploads, so nothing depends on cr-frontend-js
 * (spec §5.1, §5.3, §8). The form still posts natively to wp-comments-post.php.
 */
export function mountClassicForm(form: HTMLFormElement, context: WidgetContext): () => void {
  const unmounts: (() => void)[] = [];
  const checks = [...ratingChecks(form, context, unmounts), ...questionChecks(form, context)];
  const upload = form.querySelector<HTMLElement>('.cr-upload-local-images');
  const file = upload?.querySelector<HTMLInputElement>('#cr_review_image');
  const media = { unfinished: false };
  if (upload && file) {
    const props = {
      productId: file.dataset.postid ?? '',
      nonce: file.dataset.nonce ?? '',
      onUnfinished: (unfinished: boolean) => (media.unfinished = unfinished),
      run: context.run,
    };
    upload.replaceChildren();
    unmounts.push(mountReact(upload, createElement(ClassicMedia, props), context, { removeContainer: false }));
  }
  let captchaPassed = false;

  const onSubmit = (event: SubmitEvent) => {
    if (captchaPassed) {
      captchaPassed = false;
      return;
    }
    // WooCommerce's own rating select (no CusRev criteria) is checked first, by the review-form widget.
    const select = form.querySelector<HTMLSelectElement>('select#rating');
    if (select?.required && select.value === '') return;
    const block = () => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    if (media.unfinished) {
      block();
      announce(TEXTS.uploadPending, 'assertive');
      return;
    }
    const failing = checks.filter((check) => check.fails());
    checks.forEach((check) => check.mark(failing.includes(check)));
    const terms = form.querySelector<HTMLInputElement>('.cr-review-form-terms .cr-review-form-checkbox');
    if (failing.length > 0 || (terms && !terms.checked)) {
      block();
      if (terms && !terms.checked) window.alert(TERMS_ALERT);
      if (failing[0]) failing[0].focus();
      else terms?.focus();
      return;
    }
    const bridge = readCaptchaBridge();
    if (!bridge?.isEnabled()) return;
    if (!bridge.isInvisible()) {
      if (bridge.getResponse(form) !== '') return;
      block();
      window.alert(bridge.errorText());
      return;
    }
    // Invisible captcha: fetch a token, then submit again (frontend.js 5.117 does the same).
    block();
    const submitter = event.submitter;
    // A failing captcha script is reported, not left as an unhandled rejection.
    context.run(
      bridge.execute(form).then((token) => {
        if (!token) return window.alert(bridge.errorText());
        captchaPassed = true;
        form.requestSubmit(
          submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined,
        );
      }),
    );
  };
  context.listen(form, 'submit', onSubmit, { capture: true });
  return () => {
    unmounts.forEach((stop) => stop());
  };
}
