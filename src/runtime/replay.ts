/**
 * The first touch is never lost (design §8): a click, key or submit that lands on a widget whose
 * chunk is still on its way is held, then played again once the widget is mounted (or, if it
 * failed, against the server's markup, so a link still goes and a form still posts).
 */

/** Where an element sat under its root, as child indexes: React may redraw the same markup anew. */
function pathOf(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) break;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

/** What names the touched control when a widget redraws it: its value, else its role and place among that role. */
interface Mark {
  readonly value: string | null;
  readonly role: string | null;
  readonly ordinal: number;
}

function markOf(root: Element, target: Element): Mark | null {
  const control = target.closest('[data-value], [role]');
  if (!control || !root.contains(control)) return null;
  const role = control.getAttribute('role');
  return { value: control.getAttribute('data-value'), role, ordinal: role ? [...root.querySelectorAll(`[role="${CSS.escape(role)}"]`)].indexOf(control) : -1 };
}

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

interface Held {
  readonly root: Element;
  readonly target: Element;
  readonly path: number[];
  readonly mark: Mark | null;
  readonly event: Event;
  readonly submitter?: { readonly target: Element; readonly path: number[] } | undefined;
}

/** Events this module dispatched itself: the intent trigger lets them through. */
export const replayed = new WeakSet<Event>();

/** Keys the browser acts on by itself in these (typing, activation): holding them would lose a letter. */
const NATIVE_KEYS = 'input, textarea, select, button, a[href], [contenteditable]';

export class Hold {
  private readonly events: Held[] = [];
  private focus: { root: Element; target: Element; path: number[] } | null = null;
  private open = true;

  get holding(): boolean {
    return this.open;
  }

  /** Takes the event if it is one to play again; returns whether it did. */
  take(event: Event, root: Element): boolean {
    const target = event.target;
    if (!this.open || !(target instanceof Element)) return false;
    if (event.type === 'focusin') {
      this.focus = { root, target, path: pathOf(root, target) };
      return false;
    }
    if (event.type === 'keydown' && target.closest(NATIVE_KEYS)) return false;
    if (event.type === 'click' || event.type === 'submit') event.preventDefault();
    const submitter = event instanceof SubmitEvent && event.submitter ? { target: event.submitter, path: pathOf(root, event.submitter) } : undefined;
    this.events.push({ root, target, path: pathOf(root, target), mark: markOf(root, target), event, submitter });
    return true;
  }

  /** Plays the held events again, in order, and gives focus back if the widget redrew its element. */
  release(): void {
    if (!this.open) return;
    this.open = false;
    if (this.focus && (document.activeElement === null || document.activeElement === document.body)) {
      const element = resolve(this.focus.root, this.focus.target, this.focus.path);
      if (element instanceof HTMLElement || element instanceof SVGElement) element.focus();
    }
    for (const held of this.events.splice(0)) {
      const element = resolve(held.root, held.target, held.path, held.mark);
      if (element) play(held, element);
    }
  }
}

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
