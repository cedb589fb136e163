/**
 * When a widget's chunk is loaded and mounted on its host. `intent`: on the first pointer, touch
 * or focus on the host (or its `touch` elements), holding the click or key that follows until
 * mounted (design §8: React widgets whose first view the server printed).
 */
export type Trigger = 'now' | 'idle' | 'visible' | 'interaction' | 'intent';

/** What the runtime hands a widget when it mounts it on one host. */
export interface WidgetContext {
  /** The registry name, e.g. `mini-cart`. */
  readonly name: string;
  /** Report an error that happened after mount (an event handler, a late render); reported once per widget. */
  report(error: unknown): void;
  /**
   * Adds a listener that is removed at unmount; an exception in it (or a rejection of the promise
   * it returns) is reported once and never escapes. `options.signal`, when given, removes it
   * earlier (a document click wanted only while a menu is open); unmount still removes it.
   * Window, Document and HTMLElement targets type the event by name (`keydown` → KeyboardEvent);
   * any other target or a custom event name gets an Event.
   */
  listen<K extends keyof WindowEventMap>(
    target: Window,
    type: K,
    handler: (event: WindowEventMap[K]) => unknown,
    options?: AddEventListenerOptions,
  ): void;
  listen<K extends keyof DocumentEventMap>(
    target: Document,
    type: K,
    handler: (event: DocumentEventMap[K]) => unknown,
    options?: AddEventListenerOptions,
  ): void;
  listen<K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => unknown,
    options?: AddEventListenerOptions,
  ): void;
  listen(
    target: EventTarget,
    type: string,
    handler: (event: Event) => unknown,
    options?: AddEventListenerOptions,
  ): void;
  /** Runs a task whose throw or rejection is reported instead of escaping (not after unmount). */
  run(task: Promise<unknown> | (() => unknown)): void;
  /** Aborted at unmount: pass it to requests and listeners the widget adds itself. */
  readonly signal: AbortSignal;
  /** The event that woke an `intent` widget (a touch, or its row's `wake` event); undefined otherwise. */
  readonly cause?: Event | undefined;
  /**
   * Starts fetching, all at once, the chunks a lazy half of the widget's folder imports (`half`:
   * its file name without extension); call it just before `import('./<half>.tsx')`, so the first
   * touch waits for one round of fetches, not one per level of imports.
   */
  preload(half: string): void;
}

/**
 * The guarded listen of a widget's context, for helper modules that attach listeners for a widget
 * (pass `context.listen`; it does not use `this`).
 */
export type Listen = WidgetContext['listen'];

/**
 * The guarded run of a widget's context, for helpers and components that start a promise for a
 * widget (pass `context.run`; it does not use `this`): its rejection is reported, never loose.
 */
export type Run = WidgetContext['run'];

/** Undo everything mount did: remove listeners, unmount React roots, drop inserted nodes. */
export type Unmount = () => void;

/** The default export of every `src/widgets/<area>/<name>/index.ts`. */
export interface WidgetModule {
  /** Returns its Unmount, or undefined when there is nothing to undo. */
  mount(host: HTMLElement, context: WidgetContext): MountResult | Promise<MountResult>;
}

type MountResult = Unmount | undefined;

/** One row of the registry. */
export interface WidgetDefinition {
  /** kebab-case; the widget's folder, chunk, event prefix and row in docs/widgets.md. */
  readonly name: string;
  /** The markup the server already prints. `[data-vitrina="<name>"]` is always added by the runtime. */
  readonly selector: string;
  readonly trigger: Trigger;
  /** `intent` only: elements elsewhere whose touch counts as touching the host (an off-canvas host's opener). */
  readonly touch?: string;
  /**
   * `intent` only: the parts of the host that are this widget's (by default all of it): only their
   * touch wakes it and only their click or key waits for it. A host that wraps another widget's markup
   * (the review form's block holds the reviews list) names its own, so a touch of the other widget
   * neither fetches this one's chunk nor waits for it.
   */
  readonly owns?: string;
  /** `intent` only: a document event that wakes the widget by itself. */
  readonly wake?: string;
  /** `intent` only: mount at the latest on this trigger (the widget draws part of its first view itself). */
  readonly atLatest?: 'idle' | 'visible';
  readonly load: () => Promise<{ default: WidgetModule }>;
}

export type HostState = 'pending' | 'mounted' | 'error';
