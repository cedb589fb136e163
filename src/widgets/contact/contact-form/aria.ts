import { effect } from '@preact/signals-core';
import type { ContactFormState } from './state/contact-form.ts';
import { errorElementId } from './model.ts';

const CONTROLS = '.wpcf7-form-control:is(input, textarea, select), .wpcf7-form-control :is(input, textarea, select)';

/**
 * Keeps the server's controls in step with the errors: `aria-invalid`, `aria-describedby` to the
 * list entry, the plugin's `wpcf7-not-valid` class and the browser's custom validity.
 */
export function syncControlErrors(form: HTMLFormElement, state: ContactFormState, unitTag: string): () => void {
  return effect(() => {
    const errors = state.errors.value;
    for (const wrap of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')) {
      const field = wrap.dataset['name'] ?? '';
      const message = errors.get(field);
      for (const control of wrap.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        CONTROLS,
      )) {
        control.setAttribute('aria-invalid', message ? 'true' : 'false');
        if (message) control.setAttribute('aria-describedby', errorElementId(unitTag, field));
        else control.removeAttribute('aria-describedby');
        control.setCustomValidity(message ?? '');
      }
      for (const control of wrap.querySelectorAll('.wpcf7-form-control'))
        control.classList.toggle('wpcf7-not-valid', Boolean(message));
    }
  });
}
