/**
 * Plays held events again (./hold.ts took them) on what the widget drew: the element itself while
 * it is still in place; else the control with the same value or role at the same place; else the
 * one at the same path, or of the same kind nearest it. Fetched with the first event held, so the
 * entry stays small.
 */
import { canHoldFocus, focusLost } from './focus-place.ts';
import { samePlace } from './same-place.ts';
import { replayed, type Held, type HeldFocus, type Mark, type PlayAgain, type Player } from './held.ts';

function byMark(root: Element, mark: Mark | null): Element | null {
  if (!mark) return null;
  if (mark.value !== null) {
    const same = root.querySelector(`[data-value="${CSS.escape(mark.value)}"]`);
    if (same) return same;
  }
  return mark.role && mark.ordinal >= 0
    ? (root.querySelectorAll(`[role="${CSS.escape(mark.role)}"]`)[mark.ordinal] ?? null)
    : null;
}

/**
 * The element itself while it is still in place; else, in what the widget drew, the control with
 * the same value or the same role at the same place; else the one at the same path, or of the
 * same kind nearest it (./same-place.ts).
 */
function resolve(root: Element, target: Element, path: readonly number[], mark: Mark | null = null): Element | null {
  if (target.isConnected && root.contains(target)) return target;
  if (!root.isConnected) return null;
  return byMark(root, mark) ?? samePlace(root, target, path);
}

/** What a tab stop looks like; `canHoldFocus` then rules out the hidden ones. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The focused element's counterpart in what the widget drew: itself, the same control (the same
 * star), or, when the widget hid it in favour of its own (the review form's select), the first tab
 * stop after it under the root, which is the drawn control's own stop (the chosen or first star).
 */
function counterpart(focus: HeldFocus): HTMLElement | SVGElement | null {
  const element = resolve(focus.root, focus.target, focus.path, focus.mark);
  if (!element) return null;
  if (
    canHoldFocus(element) &&
    (element.matches(TABBABLE) || element === focus.target || element.hasAttribute('tabindex'))
  )
    return element instanceof HTMLElement || element instanceof SVGElement ? element : null;
  for (const candidate of focus.root.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING && canHoldFocus(candidate))
      return candidate;
  }
  return null;
}

/**
 * Gives focus back if the widget took away or hid the focused element, then plays the events in
 * order. Keys go where focus is by then, as the browser sends them: the first arrow moves focus
 * to the next star, and the second must start from there, not from the star first pressed.
 */
const playAgain: PlayAgain = (focus, taken) => {
  const events = taken.filter((held) => !adoptedByOuter(held));
  // The counterpart stands where the focused element stood, already in view: scrolling to it (the
  // bars' scroll padding would) only jumps the page under a shopper who just clicked there.
  if (focus && focusLost()) counterpart(focus)?.focus({ preventScroll: true });
  for (const held of events) {
    const active = document.activeElement;
    const keyTarget =
      held.event.type === 'keydown' && active && active !== document.body && held.root.contains(active) ? active : null;
    const element = keyTarget ?? resolve(held.root, held.target, held.path, held.mark);
    if (element) play(held, element);
  }
};

function play(held: Held, element: Element): void {
  const { event } = held;
  let again: Event;
  if (event.type === 'submit') {
    const form = element.closest('form');
    const submitter = held.submitter ? resolve(held.root, held.submitter.target, held.submitter.path) : null;
    if (!form) return;
    form.requestSubmit(
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null,
    );
    return;
  }
  if (event instanceof KeyboardEvent) {
    again = new KeyboardEvent(event.type, {
      key: event.key,
      code: event.code,
      location: event.location,
      repeat: event.repeat,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      bubbles: true,
      cancelable: true,
      composed: true,
    });
  } else if (event instanceof MouseEvent) {
    // A dispatched click still runs the element's own behaviour: a link follows, a checkbox ticks.
    again = new MouseEvent(event.type, {
      button: event.button,
      buttons: event.buttons,
      clientX: event.clientX,
      clientY: event.clientY,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      detail: event.detail,
      bubbles: true,
      cancelable: true,
      composed: true,
      view: window,
    });
  } else return;
  replayed.add(again);
  element.dispatchEvent(again);
}

/**
 * A click taken by an inner widget while an outer one on its path still loads (a form inside the
 * review form's host) plays once the last of them is mounted: the outer hold takes it over.
 */
function adoptedByOuter(held: Held): boolean {
  return (
    held.waitFor?.some((outer) =>
      outer.adopt({ ...held, waitFor: held.waitFor?.filter((other) => other !== outer) }),
    ) ?? false
  );
}

export const player: Player = {
  playAgain,
  orphaned: (focus) => !canHoldFocus(focus.target) && focusLost(),
};
