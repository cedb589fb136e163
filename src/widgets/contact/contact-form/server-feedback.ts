import { formState } from './cf7-status.ts';

export interface ServerFeedback {
  readonly status: string;
  readonly message: string;
  readonly errors: ReadonlyMap<string, string>;
}

/**
 * What the server printed after a post without JavaScript (status, message, tips), read once and
 * then removed, so that React renders the same feedback from state without duplicating it.
 */
export function takeServerFeedback(container: HTMLElement, form: HTMLFormElement): ServerFeedback {
  const status = formState(form.getAttribute('data-status') ?? 'init');
  const output = form.querySelector<HTMLElement>('.wpcf7-response-output');
  const message = output?.textContent.trim() ?? '';
  if (output) {
    output.textContent = '';
    // The screen-reader copy lives in .screen-reader-response; the visible one is not read twice.
    output.setAttribute('aria-hidden', 'true');
  }
  const errors = new Map<string, string>();
  for (const tip of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap .wpcf7-not-valid-tip')) {
    const field = tip.closest<HTMLElement>('.wpcf7-form-control-wrap')?.dataset['name'];
    if (field && !errors.has(field)) errors.set(field, tip.textContent.trim());
    tip.remove();
  }
  const response = container.querySelector<HTMLElement>('.screen-reader-response');
  response?.replaceChildren();
  return { status, message, errors };
}
