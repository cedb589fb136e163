import { onLegacyValidate } from '../shared/legacy/checkout-events.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { hasAdvisory } from './dom.ts';
import { brokenRules, STATE_CLASSES, stateClasses } from './rules/required-email-phone.ts';

/**
 * Inline validation as checkout.js ran it on `input validate change focusout`: typing clears the
 * row's state, leaving or changing the field judges it. Only rows that carry a `validate-*` class
 * are judged (an optional field left empty is neither valid nor invalid). The field's
 * `aria-invalid` follows the row, unless an advisory CNP/CIF message still holds it invalid.
 */
const FIELDS = '.input-text, select, input[type="checkbox"]';
const RULED_ROW = '.form-row.validate-required, .form-row.validate-email, .form-row.validate-phone';

function fieldOf(
  target: EventTarget | null,
  form: HTMLElement,
): { field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement; row: HTMLElement } | null {
  if (!(
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  ))
    return null;
  if (!target.matches(FIELDS) || !form.contains(target)) return null;
  const row = target.closest<HTMLElement>('.form-row');
  return row?.matches(RULED_ROW) ? { field: target, row } : null;
}

function setInvalid(field: HTMLElement, invalid: boolean): void {
  if (invalid) field.setAttribute('aria-invalid', 'true');
  else if (!hasAdvisory(field)) field.removeAttribute('aria-invalid');
}

export function watchInlineValidation(form: HTMLElement, context: WidgetContext): () => void {
  const clear = (event: Event) => {
    const found = fieldOf(event.target, form);
    if (!found) return;
    found.row.classList.remove(...STATE_CLASSES);
    setInvalid(found.field, false);
  };
  const judge = (target: EventTarget | null) => {
    const found = fieldOf(target, form);
    if (!found) return;
    const { field, row } = found;
    const checkbox = field instanceof HTMLInputElement && field.type === 'checkbox';
    const broken = brokenRules(
      {
        required: row.classList.contains('validate-required'),
        email: row.classList.contains('validate-email'),
        phone: row.classList.contains('validate-phone'),
      },
      { checkbox, checked: checkbox && field.checked, value: field.value },
    );
    row.classList.remove(...STATE_CLASSES);
    row.classList.add(...stateClasses(broken));
    setInvalid(field, broken.length > 0);
  };
  context.listen(form, 'input', clear);
  for (const type of ['change', 'focusout', 'validate']) context.listen(form, type, (event) => judge(event.target));
  // Gateways and themes trigger `validate` through jQuery, which never reaches a native listener.
  return onLegacyValidate(form, judge);
}
