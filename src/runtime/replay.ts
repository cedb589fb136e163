/**
 * Plays held events again (./hold.ts took them) on what the widget drew: the element itself while
 * it is still in place; else the control with the same value or role at the same place; else the
 * one at the same path. Fetched with the first event held, so the entry stays small.
 */
import { replayed, type Held, type Mark, type PlayAgain } from './held.ts';

function byMark(root: Element, mark: Mark | null): Element | null {
  if (!mark) return null;
  if (mark.value !== null) {
    const same = root.querySelector(`[data-value="${CSS.escape(mark.value)}"]`);
    if (same) return same;
  }
  return mark.role && mark.ordinal >= 0 ? (root.querySelectorAll(`[role="${CSS.escape(mark.role)}"]`)[mark.ordinal] ?? null) : null;
}

/**
 * The element itself while it is still in place; else, in what the widget drew, the control with
 * the same value or the same role at the same place; else the one at the same path (as deep as it goes).
 */
function resolve(root: Element, target: Element, path: readonly number[], mark: Mark | null = null): Element | null {
  if (target.isConnected && root.contains(target)) return target;
  if (!root.isConnected) return null;
  const marked = byMark(root, mark);
  if (marked) return marked;
  let node: Element = root;
  for (const index of path) {
    const child = node.children[index];
    if (!child) break;
    node = child;
  }
  return node;
}

/** Gives focus back if the widget redrew its element, then plays the events in order. */
export const playAgain: PlayAgain = (focus, events) => {
  if (focus && (document.activeElement === null || document.activeElement === document.body)) {
    const element = resolve(focus.root, focus.target, focus.path);
    if (element instanceof HTMLElement || element instanceof SVGElement) element.focus();
  }
  for (const held of events) {
    const element = resolve(held.root, held.target, held.path, held.mark);
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
    form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null);
    return;
  }
  if (event instanceof KeyboardEvent) {
    again = new KeyboardEvent(event.type, { key: event.key, code: event.code, location: event.location, repeat: event.repeat, altKey: event.altKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, bubbles: true, cancelable: true, composed: true });
  } else if (event instanceof MouseEvent) {
    // A dispatched click still runs the element's own behaviour: a link follows, a checkbox ticks.
    again = new MouseEvent(event.type, { button: event.button, buttons: event.buttons, clientX: event.clientX, clientY: event.clientY, altKey: event.altKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, detail: event.detail, bubbles: true, cancelable: true, composed: true, view: window });
  } else return;
  replayed.add(again);
  element.dispatchEvent(again);
}
