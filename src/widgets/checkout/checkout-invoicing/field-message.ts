import { signal, type Signal } from '@preact/signals-core';
import { createElement } from 'react';
import type { WidgetContext } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { addDescribedBy, removeDescribedBy, rowInvalid } from './dom.ts';
import { FieldCheck } from './FieldCheck.tsx';

export interface FieldMessage {
  readonly text: Signal<string>;
  /** Shows a message (or clears it with ''), marking the field invalid meanwhile. */
  set(text: string): void;
  destroy(): void;
}

/** A message area after one input, inside WooCommerce's input wrapper, rendered by React. */
export function attachMessage(input: HTMLInputElement, context: WidgetContext): FieldMessage {
  const id = `${input.id}_check`;
  const container = document.createElement('span');
  container.className = 'vitrina-field-check-host';
  (input.closest('.woocommerce-input-wrapper') ?? input.parentElement ?? input).append(container);
  const text = signal('');
  const unmount = mountReact(container, createElement(FieldCheck, { id, message: text }), context);
  addDescribedBy(input, id);
  return {
    text,
    set(next) {
      text.value = next;
      // The row's own (required) state may still hold the field invalid; it is not this message's to clear.
      if (next) input.setAttribute('aria-invalid', 'true');
      else if (!rowInvalid(input)) input.removeAttribute('aria-invalid');
    },
    destroy() {
      unmount();
      removeDescribedBy(input, id);
      input.removeAttribute('aria-invalid');
    },
  };
}
