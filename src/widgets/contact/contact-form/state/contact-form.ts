import { signal, type Signal } from '@preact/signals-core';

/**
 * One contact form's feedback as signals: its state (class and `data-status`), the response
 * message and the field errors. The form's controller changes them; the React feedback root
 * (response area, screen-reader list, tips) renders them.
 */
export interface ContactFormState {
  readonly status: Signal<string>;
  readonly message: Signal<string>;
  /** Field name → message, in the order the screen-reader list shows them (the form's order). */
  readonly errors: Signal<ReadonlyMap<string, string>>;
}

export function createContactFormState(
  initial: { status?: string; message?: string; errors?: ReadonlyMap<string, string> } = {},
): ContactFormState {
  return {
    status: signal(initial.status ?? 'init'),
    message: signal(initial.message ?? ''),
    errors: signal(initial.errors ?? new Map()),
  };
}

export function setFieldError(state: ContactFormState, field: string, message: string, order: readonly string[]): void {
  const next = new Map(state.errors.value);
  next.set(field, message);
  state.errors.value = sortByOrder(next, order);
}

export function clearFieldError(state: ContactFormState, field: string): void {
  if (!state.errors.value.has(field)) return;
  const next = new Map(state.errors.value);
  next.delete(field);
  state.errors.value = next;
}

export function clearFeedback(state: ContactFormState): void {
  state.message.value = '';
  state.errors.value = new Map();
}

function sortByOrder(errors: Map<string, string>, order: readonly string[]): Map<string, string> {
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return new Map([...errors].sort(([a], [b]) => rank(a) - rank(b)));
}
