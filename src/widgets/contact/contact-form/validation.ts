import { formValues, validate, type FieldValue, type SwvSchema } from './swv/index.ts';
import { clearFieldError, setFieldError, type ContactFormState } from './state/contact-form.ts';
import { fieldsUpTo } from './model.ts';
import { setFormState } from './status.ts';

/** Field names of the form's wraps, in DOM order. */
export const fieldOrder = (form: HTMLFormElement): string[] =>
  [...form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')]
    .map((wrap) => wrap.dataset['name'] ?? '')
    .filter((name) => name !== '');

/** The values the schema sees: enabled controls inside the wraps, except those in `.novalidate`. */
function schemaValues(form: HTMLFormElement) {
  const entries: [string, FieldValue][] = [];
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    '.wpcf7-form-control-wrap :is(input, textarea, select)[name]',
  )) {
    if (control.disabled || control.closest('.novalidate')) continue;
    if (
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio') &&
      !control.checked
    )
      continue;
    if (control instanceof HTMLInputElement && control.type === 'file') {
      for (const file of control.files ?? []) entries.push([control.name, file]);
      continue;
    }
    if (control instanceof HTMLSelectElement) {
      for (const option of control.selectedOptions) entries.push([control.name, option.value]);
      continue;
    }
    entries.push([control.name, control.value]);
  }
  return formValues(entries);
}

/**
 * Change validation (spec §4.7, §5.4): state `validating`, the schema over the form, then each
 * field up to the edited one shows its first error or loses its old one; back to the previous state.
 */
export function validateOnChange(
  form: HTMLFormElement,
  container: Element,
  state: ContactFormState,
  schema: SwvSchema,
  target: Element | null,
): void {
  const field = target?.closest<HTMLElement>('.wpcf7-form-control-wrap[data-name]')?.dataset['name'] ?? null;
  if (target && field === null) return;
  const previous = state.status.value;
  setFormState(form, container, state, 'validating');
  try {
    const errors = validate(schema, schemaValues(form));
    const order = fieldOrder(form);
    for (const name of fieldsUpTo(order, field)) {
      const error = errors.get(name);
      if (error) setFieldError(state, name, error.message, order);
      else clearFieldError(state, name);
    }
  } finally {
    setFormState(form, container, state, previous);
  }
}
