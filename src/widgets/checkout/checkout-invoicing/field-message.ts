import { keepClearOfDock } from '../../../ui/bottom-dock.ts';
import { createLiveRegion } from '../../../ui/live-region/live-region.ts';
import { addDescribedBy, removeDescribedBy, rowInvalid } from './dom.ts';

export interface FieldMessage {
  /** The message shown now; '' when none. */
  text(): string;
  /**
   * Shows a message (or clears it with ''), marking the field invalid meanwhile. `reveal`: the
   * shopper's own typing or leaving the field judged it, so a message the bars would hide is scrolled clear.
   */
  set(text: string, reveal?: boolean): void;
  destroy(): void;
}

/**
 * The advisory message under one invoicing field, after the input inside WooCommerce's input
 * wrapper, drawn with DOM code. It is a polite live region present (empty) from the start, so a
 * message is read when it appears, and the field points at it with aria-describedby.
 */
export function attachMessage(input: HTMLInputElement): FieldMessage {
  const id = `${input.id}_check`;
  const doc = input.ownerDocument;
  const container = doc.createElement('span');
  container.className = 'vitrina-field-check-host';
  // Under the input, within its column: an inline message would run on beside a narrow input and
  // over the next column (CIF and reg. com. share a row).
  container.style.display = 'block';
  const message = createLiveRegion('span', 'polite', doc);
  message.id = id;
  message.className = 'vitrina-field-check';
  container.append(message);
  (input.closest('.woocommerce-input-wrapper') ?? input.parentElement ?? input).append(container);
  addDescribedBy(input, id);
  return {
    text: () => message.textContent ?? '',
    set(next, reveal = false) {
      const appeared = next !== '' && !message.textContent;
      // Written only when it changes, as React did: the same text written again would be read again.
      if (message.textContent !== next) message.textContent = next;
      message.className = next ? 'checkout-inline-error-message vitrina-field-check' : 'vitrina-field-check';
      // Shown under the field just typed in or left, which the focus scroll had left just above the
      // bars; the next field may sit beside it (CIF and reg. com. share a row), so nothing else scrolls.
      if (appeared && reveal) keepClearOfDock(message);
      // The row's own (required) state may still hold the field invalid; it is not this message's to clear.
      if (next) input.setAttribute('aria-invalid', 'true');
      else if (!rowInvalid(input)) input.removeAttribute('aria-invalid');
    },
    destroy() {
      container.remove();
      removeDescribedBy(input, id);
      input.removeAttribute('aria-invalid');
    },
  };
}
