import { effect, type ReadonlySignal } from '@preact/signals-core';
import { createLiveRegion } from '../../../ui/live-region/live-region.ts';

/**
 * The failure message (§8) at the top of the panel: an alert drawn by DOM code, so the shopper
 * reads it even when the panel's React half never arrived (offline before the first touch).
 * In the page from mount, empty, so its first text is announced.
 */
export function mountFailureLine(slot: HTMLElement, failure: ReadonlySignal<string | null>): () => void {
  const line = createLiveRegion('p', 'assertive');
  line.className = 'woof_vitrina_error';
  line.style.color = '#b20000';
  slot.append(line);
  const stop = effect(() => {
    const text = failure.value;
    line.textContent = text ?? '';
    line.style.margin = text ? '' : '0';
  });
  return () => {
    stop();
    line.remove();
  };
}
