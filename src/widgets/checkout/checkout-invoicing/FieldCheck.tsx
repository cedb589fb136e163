import type { ReadonlySignal } from '@preact/signals-core';
import { LiveRegion } from '../../../ui/LiveRegion.tsx';
import { useSignals } from '../../../ui/use-signals.ts';

/**
 * The advisory message under one invoicing field. It is a polite live region present (empty) from
 * the start, so a message is read when it appears, and the field points at it with aria-describedby.
 */
export function FieldCheck({ id, message }: { readonly id: string; readonly message: ReadonlySignal<string> }) {
  useSignals();
  return (
    <LiveRegion as="span" id={id} className={message.value ? 'checkout-inline-error-message vitrina-field-check' : 'vitrina-field-check'}>
      {message.value}
    </LiveRegion>
  );
}
