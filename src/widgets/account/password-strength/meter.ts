import { effect, type ReadonlySignal } from '@preact/signals-core';
import { createLiveRegion } from '../../../ui/live-region/live-region.ts';
import type { MeterView } from './model.ts';

/**
 * WooCommerce's meter, `div.woocommerce-password-strength.<short|bad|good|strong|mismatch>`, and
 * under weak passwords `small.woocommerce-password-hint`, with the classes the theme colours, drawn
 * into `container` with DOM code. The live region is there, empty and unstyled, from the start (a
 * region that appears with its text is not read); polite, because it changes on every keystroke.
 * The server's labels are written as text. Returns the unsubscribe.
 */
export function drawStrengthMeter(
  container: HTMLElement,
  view: ReadonlySignal<MeterView | null>,
  hint: string,
  meterId: string,
): () => void {
  const doc = container.ownerDocument;
  const meter = createLiveRegion('div', 'polite', doc);
  meter.id = meterId;
  const hintLine = doc.createElement('small');
  hintLine.className = 'woocommerce-password-hint';
  hintLine.textContent = hint;
  container.append(meter);
  return effect(() => {
    const current = view.value;
    if (current) meter.className = `woocommerce-password-strength ${current.className}`;
    else meter.removeAttribute('class');
    // Written only when it changes, as React did: the same text written again would be read again.
    if (meter.textContent !== (current?.text ?? '')) meter.textContent = current?.text ?? '';
    if (current?.showHint) container.append(hintLine);
    else hintLine.remove();
  });
}
