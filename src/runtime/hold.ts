/**
 * The first touch is never lost (design §8): a click, key or submit that lands on a widget whose
 * chunk is still on its way is held, then played again once the widget is mounted (or, if it
 * failed, against the server's markup, so a link still goes and a form still posts). Taking an
 * event is all the entry needs; playing it again (./replay.ts) is fetched with the first event held.
 */
import type { Adopter, Held, HeldFocus, Mark, Player } from './held.ts';

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
  const control = target.closest('[data-value],[role]');
  if (!control || !root.contains(control)) return null;
  const role = control.getAttribute('role');
  return {
    value: control.getAttribute('data-value'),
    role,
    ordinal: role ? [...root.querySelectorAll(`[role="${CSS.escape(role)}"]`)].indexOf(control) : -1,
  };
}

/** Keys the browser acts on by itself in these (typing, activation): holding them would lose a letter. */
const NATIVE_KEYS = 'input,textarea,select,button,[contenteditable]';

/**
 * A link's own key is Enter (it follows); Space only scrolls the page. A widget that makes a link
 * a button (the add-to-cart link) answers Space, so a Space that woke it is held like any other key.
 */
function nativeKey(event: Event, target: Element): boolean {
  if (target.closest(NATIVE_KEYS)) return true;
  return target.closest('a[href]') !== null && !(event instanceof KeyboardEvent && event.key === ' ');
}
/** On a control with an ARIA role these move or choose; left alone the browser would scroll the page first. */
const WIDGET_KEYS = new Set([
  ' ',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** Tab is the browser's own (it moves focus, natively); played again it would act a second time. */
function keyToHold(event: Event): boolean {
  return !(event instanceof KeyboardEvent) || event.key !== 'Tab';
}

function stopScroll(event: Event, control: Element): void {
  if (event instanceof KeyboardEvent && WIDGET_KEYS.has(event.key) && control.closest('[role],a[href]'))
    event.preventDefault();
}

let player: Promise<Player> | undefined;
/** The replay code once it has come: what only matters after a widget mounted is decided there. */
let loaded: Player | undefined;
/** The replay code, fetched once, with the first focus or event held; a failed fetch is tried again. */
function loadPlayer(): Promise<Player> {
  player ??= import('./replay.ts').then(
    (module) => (loaded = module.player),
    (error: unknown) => {
      player = undefined;
      throw error;
    },
  );
  return player;
}

export class Hold implements Adopter {
  private readonly events: Held[] = [];
  private focus: HeldFocus | null = null;
  private open = true;

  get holding(): boolean {
    return this.open;
  }

  /**
   * Takes the event if it is one to play again; returns whether it did. `waitFor`: the holds of
   * the outer widgets on its path that are still loading (a form inside the review form's host):
   * played when only this one is mounted, the click would meet the outer one's server markup.
   */
  take(event: Event, root: Element, waitFor: readonly Adopter[] = []): boolean {
    const target = event.target;
    if (!this.open || !(target instanceof Element)) return false;
    if (event.type === 'focusin') {
      // Focus goes back to the same control (the star), never to a marked ancestor (the whole group).
      this.focus = {
        root,
        target,
        path: pathOf(root, target),
        mark: target.matches('[data-value],[role]') ? markOf(root, target) : null,
      };
      loadPlayer().catch(() => undefined);
      return false;
    }
    if (event.type === 'keydown' && (nativeKey(event, target) || !keyToHold(event))) return false;
    if (event.type === 'click' || event.type === 'submit') event.preventDefault();
    stopScroll(event, target);
    // Held means held: nothing else sees it until it is played. Between mount and release the
    // widget's own listener is already there, and would act on it now and again at the replay.
    event.stopImmediatePropagation();
    const submitter =
      event instanceof SubmitEvent && event.submitter
        ? { target: event.submitter, path: pathOf(root, event.submitter) }
        : undefined;
    this.events.push({
      root,
      target,
      path: pathOf(root, target),
      mark: markOf(root, target),
      event,
      submitter,
      waitFor,
    });
    loadPlayer().catch(() => undefined);
    return true;
  }

  /**
   * A key that went to `<body>` because the widget, mounting, took out or hid the element focus was
   * on (the star it redrew): it was meant for that element, so it is held with it and played on
   * its counterpart. That can only happen once the widget is mounted, so the replay code (fetched
   * with the focus) is there to judge it, and the entry carries none of it.
   */
  takeOrphanKey(event: Event): boolean {
    const focus = this.focus;
    if (!this.open || !focus || !keyToHold(event) || !loaded?.orphaned(focus)) return false;
    stopScroll(event, focus.target);
    event.stopImmediatePropagation();
    this.events.push({ root: focus.root, target: focus.target, path: focus.path, mark: focus.mark, event });
    return true;
  }

  adopt(held: Held): boolean {
    if (!this.open) return false;
    this.events.push(held);
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
    loadPlayer().then(
      (replay) => replay.playAgain(focus, events),
      () => undefined,
    );
  }
}
