import { replayed } from './held.ts';
import { Hold } from './hold.ts';
import { fetchTable } from './preload.ts';

/**
 * The `intent` trigger (design §8, React on need): the chunk is fetched on the first sign the
 * shopper is about to use the widget (pointer over, touch or keyboard focus on its host, or on the
 * elements its row names in `touch`, such as the button that opens an off-canvas host), and the
 * click, key or submit that follows is held until the widget is mounted, then played again.
 * One set of listeners on the document serves every host, so arming a host costs a Map entry.
 */
export interface IntentOptions {
  /** Elements elsewhere in the page whose touch counts as touching this host. */
  readonly touch?: string | undefined;
  /** The parts of the host that are this widget's (by default all of it): see WidgetDefinition. */
  readonly owns?: string | undefined;
  /** A document event that wakes the widget by itself (e.g. an item added to the cart). */
  readonly wake?: string | undefined;
  /** Hold and replay the clicks and keys that arrive while the chunk loads (off for retries). */
  readonly hold?: boolean;
}

interface Armed {
  readonly host: Element;
  readonly options: IntentOptions;
  readonly fire: () => void;
  hold: Hold | null;
  fired: boolean;
  /** The touch that woke the widget, or the first one that came while its chunk was loading. */
  cause: Event | undefined;
}

/** Pointer over (it bubbles, so one document listener sees every host), touch or keyboard focus. */
export const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
const HELD_EVENTS = ['click', 'keydown', 'submit'] as const;
/**
 * The shopper is at the page (a mouse moved, a finger or a key went down, a wheel turned): the
 * preload table is fetched then, before any touch, so a touch asks for all its chunk needs at once.
 * Not at idle: a page nobody uses fetches no more than before (the page-load budgets).
 */
const SHOPPER_HERE = ['pointermove', 'touchstart', 'keydown', 'wheel'] as const;
/** A chunk that has not come within this long lets the held events go to the server's markup. */
const HOLD_LIMIT_MS = 10_000;

const byHost = new Map<Element, Set<Armed>>();
const withTouch = new Set<Armed>();
let listening = false;

/** The armed entries the event's target belongs to, innermost host first, with the root of each. */
function entriesFor(target: EventTarget | null): [Armed, Element][] {
  if (!(target instanceof Element)) return [];
  const found: [Armed, Element][] = [];
  for (let node: Element | null = target; node; node = node.parentElement) {
    for (const entry of byHost.get(node) ?? [])
      if (!entry.options.owns || target.closest(entry.options.owns)) found.push([entry, node]);
  }
  for (const entry of withTouch) {
    const area = entry.options.touch ? target.closest(entry.options.touch) : null;
    if (area) found.push([entry, area]);
  }
  return found;
}

function fire(entry: Armed, cause?: Event): void {
  entry.cause ??= cause;
  if (entry.fired) return;
  entry.fired = true;
  entry.hold = entry.options.hold === false ? null : new Hold();
  if (!entry.hold) disarm(entry);
  entry.fire();
}

function onWake(event: Event): void {
  for (const [entry, root] of entriesFor(event.target)) {
    fire(entry, event);
    if (event.type === 'focusin') entry.hold?.take(event, root);
  }
}

/**
 * A bare `<a>` too: plugins print their buttons so (CookieLawInfo's bar buttons, its CCPA opt-out link).
 * It opens with hold.ts's NATIVE_KEYS list, in the same order, so the entry's gzip stores that part once;
 * the runtime's selector lists go without spaces, bytes every page would carry for nothing.
 */
const INTERACTIVE = 'input,textarea,select,button,a,label,summary,[role="button"],[tabindex]';

/**
 * A touch area (a whole product card, the header's cart item) only wakes its widget early; a click
 * in it is held only when it lands on the area itself as a control (the button that opens an
 * off-canvas host). Another control inside the area (the card's add-to-cart button, the cart link)
 * belongs to someone else: holding it would play it twice.
 */
function heldFor(entry: Armed, root: Element, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  // UI another widget drew inside this host (WooCommerce's review stars in CusRev's form) answers
  // for itself: holding its click until this host's chunk came would answer it that much later.
  const drawn = target.closest('[data-vitrina-root]');
  if (drawn && drawn !== entry.host && entry.host.contains(drawn)) return false;
  return root === entry.host || target.closest(INTERACTIVE) === root;
}

function onHeld(event: Event): void {
  if (replayed.has(event)) return;
  const holding: [Hold, Element][] = [];
  for (const [entry, root] of entriesFor(event.target)) {
    fire(entry, event); // a click or key with no pointer or focus before it (a script, assistive tech)
    if (entry.hold?.holding && heldFor(entry, root, event.target)) holding.push([entry.hold, root]);
  }
  // The innermost takes it; the outer ones still loading hold it in turn, so it plays once, on all of them mounted.
  const [inner, ...outer] = holding;
  const taken = inner
    ? inner[0].take(
        event,
        inner[1],
        outer.map(([hold]) => hold),
      )
    : false;
  // A key on <body> right after a widget took away the focused element was the shopper's next key for it.
  if (!taken && event.type === 'keydown') takeOrphanKey(event);
}

function takeOrphanKey(event: Event): void {
  for (const entries of byHost.values()) {
    for (const entry of entries) if (entry.hold?.takeOrphanKey(event)) return;
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of WAKE_EVENTS) document.addEventListener(type, onWake, { capture: true, passive: true });
  for (const type of HELD_EVENTS) document.addEventListener(type, onHeld, { capture: true });
  // Touchstart and wheel listeners on the document are passive by default.
  for (const type of SHOPPER_HERE)
    document.addEventListener(type, () => fetchTable().catch(() => null), { once: true });
}

function disarm(entry: Armed): void {
  const entries = byHost.get(entry.host);
  entries?.delete(entry);
  if (entries?.size === 0) byHost.delete(entry.host);
  withTouch.delete(entry);
}

/** Plays the held events again; the lifecycle calls it once the widget is mounted or has failed. */
export type Release = () => void;

export interface ArmedIntent {
  /** Loads now, as a touch would (an `atLatest` trigger came first), still holding what follows. */
  fire(): void;
  cancel(): void;
}

/**
 * Arms `host`: `load` runs on the first intent and must call `release` once the widget is mounted
 * or has failed; `causeOf` then says what woke it — read at mount time, so a touch that came while
 * the chunk was loading still reaches the widget.
 */
export function armIntent(
  host: HTMLElement,
  load: (release: Release, causeOf: () => Event | undefined) => void,
  options: IntentOptions = {},
): ArmedIntent {
  listen();
  const onWakeEvent = (event: Event) => fire(entry, event);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(timer);
    disarm(entry);
    entry.hold?.release();
  };
  const entry: Armed = {
    host,
    options,
    hold: null,
    fired: false,
    cause: undefined,
    fire: () => {
      if (options.wake) document.removeEventListener(options.wake, onWakeEvent);
      // At the latest here, so a chunk that hangs never swallows a click.
      if (entry.hold) timer = setTimeout(release, HOLD_LIMIT_MS);
      load(release, () => entry.cause);
    },
  };
  const entries = byHost.get(host) ?? new Set<Armed>();
  entries.add(entry);
  byHost.set(host, entries);
  if (options.touch) withTouch.add(entry);
  if (options.wake) document.addEventListener(options.wake, onWakeEvent);
  return {
    fire: () => fire(entry),
    cancel: () => {
      clearTimeout(timer);
      if (options.wake) document.removeEventListener(options.wake, onWakeEvent);
      disarm(entry);
    },
  };
}
