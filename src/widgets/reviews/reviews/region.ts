import { signal, type Signal } from '@preact/signals-core';

/**
 * A form region the widget shows and hides (`hidden` on the plugin's wrapper) with its opener's
 * `aria-expanded`; closing returns focus to the opener.
 */
export function formRegion(wrap: HTMLElement, opener: HTMLElement | null, initiallyOpen = false): { open: Signal<boolean>; close: () => void; stop: () => void } {
  const open = signal(initiallyOpen);
  const stop = open.subscribe((value) => {
    wrap.hidden = !value;
    opener?.setAttribute('aria-expanded', String(value));
  });
  return {
    open,
    close: () => {
      open.value = false;
      opener?.focus();
    },
    stop: () => {
      stop();
      opener?.removeAttribute('aria-expanded');
    },
  };
}
