/**
 * The DOM twin of `<BusyButton>`: a button that starts work and stays put while it runs. While
 * busy it says so (`aria-busy`, `aria-disabled`) and ignores presses, a click and the implicit
 * submit of Enter in a field alike. It is never `disabled`, because a disabled button drops the
 * keyboard focus of the shopper who just pressed it.
 */
export function setButtonBusy(button: HTMLElement, busy: boolean): void {
  for (const name of ['aria-busy', 'aria-disabled']) {
    if (busy) button.setAttribute(name, 'true');
    else button.removeAttribute(name);
  }
}

type Listen = (target: EventTarget, type: string, handler: (event: Event) => unknown) => void;

/** Calls `onPress` for a press of `button` unless it is busy; a press while busy does nothing (not even submit). */
export function pressWhenIdle(button: HTMLElement, listen: Listen, onPress: (event: Event) => unknown): void {
  listen(button, 'click', (event) => {
    if (button.getAttribute('aria-busy') !== 'true') return onPress(event);
    event.preventDefault();
    return undefined;
  });
}
