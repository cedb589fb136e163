/**
 * The first touch is never lost (design §8): a click, key or submit that lands on a widget whose
 * chunk is still on its way is held, then played again once the widget is mounted (or, if it
 * failed, against the server's markup, so a link still goes and a form still posts). Taking an
 * event is all the entry needs; playing it again (./replay.ts) is fetched with the first event held.
 */
import type { Held, HeldFocus, Mark, PlayAgain } from './held.ts';

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

function markOf(root: Element, target: Element): Mark | null {
  const control = target.closest('[data-value], [role]');
  if (!control || !root.contains(control)) return null;
  const role = control.getAttribute('role');
  return { value: control.getAttribute('data-value'), role, ordinal: role ? [...root.querySelectorAll(`[role="${CSS.escape(role)}"]`)].indexOf(control) : -1 };
}

/** Keys the browser acts on by itself in these (typing, activation): holding them would lose a letter. */
const NATIVE_KEYS = 'input, textarea, select, button, a[href], [contenteditable]';

let player: Promise<PlayAgain> | undefined;
/** The replay code, fetched once, when the first event is held; a failed fetch is tried again. */
function loadPlayer(): Promise<PlayAgain> {
  player ??= import('./replay.ts').then(
    (module) => module.playAgain,
    (error: unknown) => {
      player = undefined;
      throw error;
    },
  );
  return player;
}

export class Hold {
  private readonly events: Held[] = [];
  private focus: HeldFocus | null = null;
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
      loadPlayer().catch(() => undefined);
      return false;
    }
    if (event.type === 'keydown' && target.closest(NATIVE_KEYS)) return false;
    if (event.type === 'click' || event.type === 'submit') event.preventDefault();
    // Held means held: nothing else sees it until it is played. Between mount and release the
    // widget's own listener is already there, and would act on it now and again at the replay.
    event.stopImmediatePropagation();
    const submitter = event instanceof SubmitEvent && event.submitter ? { target: event.submitter, path: pathOf(root, event.submitter) } : undefined;
    this.events.push({ root, target, path: pathOf(root, target), mark: markOf(root, target), event, submitter });
    loadPlayer().catch(() => undefined);
    return true;
  }

  /** Plays the held events again, in order, and gives focus back if the widget redrew its element. */
  release(): void {
    if (!this.open) return;
    this.open = false;
    const focus = this.focus;
    const events = this.events.splice(0);
    if (!focus && events.length === 0) return;
    // Without the replay code (offline), a held click is lost rather than played half.
    loadPlayer().then((playAgain) => playAgain(focus, events), () => undefined);
  }
}
