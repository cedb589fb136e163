import type { Listen } from '../../../runtime/types.ts';

/** A press that never ends (a pointer lost to another window) holds the redraw no longer than this. */
export const PRESS_LIMIT_MS = 2000;

export interface PressGuard {
  /** Runs `redraw` now, or once the press on the place-order button under way has ended in its click. */
  afterPress(redraw: () => void): void;
}

/**
 * A shopper who edits a field and presses "Plasează comanda" straight away leaves the field on the
 * press, which asks for a refresh; a fast server answers while the button is still held. The browser
 * clicks only when the press ends on the element it began on, and a button taken out of the page in
 * between (even put back: place-order-button.ts) gets no click, so the order would silently not
 * be placed. The redraw waits for the press to end: after pointer up, one task, so the click and the
 * submit it starts come first.
 */
export function guardPlaceOrderPress(form: HTMLFormElement, listen: Listen): PressGuard {
  let pressing = false;
  let limit: ReturnType<typeof setTimeout> | undefined;
  const waiting: (() => void)[] = [];

  const end = () => {
    clearTimeout(limit);
    pressing = false;
    for (const redraw of waiting.splice(0)) redraw();
  };

  listen(form, 'pointerdown', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('#place_order')) return;
    pressing = true;
    clearTimeout(limit);
    limit = setTimeout(end, PRESS_LIMIT_MS);
  });
  for (const type of ['pointerup', 'pointercancel'] as const) {
    listen(document, type, () => {
      if (pressing) setTimeout(end, 0);
    });
  }

  return {
    afterPress(redraw) {
      if (pressing) waiting.push(redraw);
      else redraw();
    },
  };
}
