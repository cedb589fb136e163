import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Listen } from '../../../runtime/types.ts';
import type { ContactFormState } from './state/contact-form.ts';
import { fieldsUpTo } from './model.ts';
import { fieldOrder } from './validation.ts';

/**
 * CF7's floating validation tips (6.1.6 validate.js `setValidationError`, styles.css L61): inside a
 * `.use-floating-validation-tip` form a tip floats over its field, so it is put away (an inline
 * `display: none`) when the shopper focuses the field's `.wpcf7-form-control` or clicks the tip.
 * A tip set again is a new tip and shows: CF7 removes and re-creates the tip of every field a
 * change validation covers (those up to the edited one) and of every field a submit marks.
 */
export interface FloatingTips {
  /** Fields whose tip the shopper put away. */
  readonly dismissed: ReadonlySignal<ReadonlySet<string>>;
  /** A change validation of `target` is about to run: the tips it covers are new. */
  renew(target: Element | null): void;
  stop(): void;
}

const fieldOf = (element: Element): string | undefined =>
  element.closest<HTMLElement>('.wpcf7-form-control-wrap[data-name]')?.dataset['name'];

export function floatingTips(form: HTMLFormElement, state: ContactFormState, listen: Listen): FloatingTips {
  const dismissed = signal<ReadonlySet<string>>(new Set());
  const keep = (test: (field: string) => boolean) => {
    const next = [...dismissed.peek()].filter(test);
    if (next.length !== dismissed.peek().size) dismissed.value = new Set(next);
  };
  // A field without an error has no tip; its next tip is a new one.
  const stop = effect(() => {
    const errors = state.errors.value;
    keep((field) => errors.has(field));
  });
  const dismiss = (field: string | undefined) => {
    if (
      !field ||
      !form.closest('.use-floating-validation-tip') ||
      !state.errors.peek().has(field) ||
      dismissed.peek().has(field)
    )
      return;
    dismissed.value = new Set([...dismissed.peek(), field]);
  };
  listen(form, 'focusin', (event) => {
    if (event.target instanceof Element && event.target.matches('.wpcf7-form-control')) dismiss(fieldOf(event.target));
  });
  listen(form, 'click', (event) => {
    const tip = event.target instanceof Element ? event.target.closest('.wpcf7-not-valid-tip') : null;
    if (tip) dismiss(fieldOf(tip));
  });
  return {
    dismissed,
    renew(target) {
      const field = target ? (fieldOf(target) ?? null) : null;
      if (target && field === null) return; // no validation runs for it
      const covered = new Set(fieldsUpTo(fieldOrder(form), field));
      keep((name) => !covered.has(name));
    },
    stop,
  };
}
