import { signal, type Signal } from '@preact/signals-core';
import { setShown } from './shown.ts';

/**
 * A form region the widget shows and hides (an inline display on the plugin's wrapper, as frontend.js's
 * jQuery does: 5.117's css/frontend.css sets `display` on these wrappers) with its opener's
 * `aria-expanded`; closing returns focus to the opener.
 */
export function formRegion(
  wrap: HTMLElement,
  opener: HTMLElement | null,
  initiallyOpen = false,
  state?: { element: Element; className: string },
): { open: Signal<boolean>; close: () => void; stop: () => void } {
  const open = signal(initiallyOpen);
  const stop = open.subscribe((value) => {
    setShown(wrap, value);
    // The plugin's CSS shows the Q & A forms by a class on their block (`cr-qna-new-q-form-open`).
    state?.element.classList.toggle(state.className, value);
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
      state?.element.classList.remove(state.className);
      opener?.removeAttribute('aria-expanded');
    },
  };
}

/**
 * 5.117's AJAX reviews tab: the form box and the list (`#comments`) are siblings, one shown at a
 * time (frontend.js hides one and shows the other). Closing shows the list and returns focus to
 * the add-review button. Both are shown and hidden inline: css/frontend.css 5.117 L2585 hides the box
 * (`.cr-ajax-reviews-review-form { display: none }`), which `hidden = false` cannot undo.
 */
export function siblingRegion(
  box: HTMLElement,
  list: HTMLElement,
  opener: HTMLElement | null,
  alwaysOpen: boolean,
): { open: Signal<boolean>; close: () => void; stop: () => void } {
  const open = signal(alwaysOpen);
  const stop = open.subscribe((value) => {
    setShown(box, value);
    setShown(list, !value || alwaysOpen);
    opener?.setAttribute('aria-expanded', String(value));
  });
  return {
    open,
    close: () => {
      if (alwaysOpen) return;
      open.value = false;
      opener?.focus();
    },
    stop: () => {
      stop();
      // Back to the printed state: the plugin's own rules decide again.
      box.style.display = '';
      list.style.display = '';
      opener?.removeAttribute('aria-expanded');
    },
  };
}
