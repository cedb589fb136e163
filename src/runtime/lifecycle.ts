import { createContext, type OwnedContext } from './context.ts';
import { preloadChunksOf } from './preload.ts';
import { loadWidget } from './load.ts';
import { report } from './report.ts';
import { triggers } from './triggers.ts';
import type { HostState, Unmount, WidgetDefinition } from './types.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';

/** One widget on one host, from its trigger to its unmount. */
interface Mounting {
  readonly definition: WidgetDefinition;
  state: HostState;
  cancelTrigger: () => void;
  unmount?: Unmount;
  context?: OwnedContext;
  disposed: boolean;
  /** Failed loads so far; each retry waits twice as long as the one before. */
  failures: number;
}

/** A failed chunk (a passing network error) is tried again on the widget's next trigger, after 1, 2, 4, 8 s. */
const RETRY_BASE_MS = 1000;
const MAX_RETRIES = 4;

export interface WidgetTiming {
  readonly name: string;
  loadMs?: number;
  mountMs?: number;
  hosts: number;
}

/** Hosts with live widgets; a WeakMap would do for lookups, but removals need to walk them. */
const active = new Map<HTMLElement, Map<string, Mounting>>();
export const timings = new Map<string, WidgetTiming>();

export function isActive(host: HTMLElement, name: string): boolean {
  return active.get(host)?.has(name) ?? false;
}

/**
 * Arms a widget on a host. The promise settles once the widget is mounted or has failed (or its
 * host left first), so the runtime can tell when the `now` widgets are done. Nothing here throws:
 * a failure leaves the server HTML as it was, marks the host `error` and is reported once.
 */
export function activate(host: HTMLElement, definition: WidgetDefinition): Promise<void> {
  const mountings = active.get(host) ?? new Map<string, Mounting>();
  active.set(host, mountings);
  const mounting: Mounting = { definition, state: 'pending', cancelTrigger: () => {}, disposed: false, failures: 0 };
  mountings.set(definition.name, mounting);
  writeState(host);
  const timing = timings.get(definition.name) ?? { name: definition.name, hosts: 0 };
  timing.hosts += 1;
  timings.set(definition.name, timing);

  return new Promise<void>((settle) => {
    const start = async (release?: () => void, causeOf?: () => Event | undefined) => {
      try {
        const loadStart = performance.now();
        // Woken by a touch, the shopper waits: everything the chunk needs is asked for at once. A
        // widget loaded at idle or when seen has time for the imports' own pace, and fetches no table.
        if (causeOf?.()) preloadChunksOf(definition.name);
        const widget = await loadWidget(definition);
        timing.loadMs ??= performance.now() - loadStart;
        // One host per task: a page of hosts mounting back to back would be one long task.
        await yieldToMain();
        if (mounting.disposed) return;
        const mountStart = performance.now();
        const context = createContext(definition.name, host, causeOf?.());
        mounting.context = context;
        const unmount = await widget.mount(host, context);
        timing.mountMs ??= performance.now() - mountStart;
        if (mounting.disposed) return unmountWidget(mounting, unmount ?? undefined, host);
        mounting.unmount = unmount ?? undefined;
        mounting.state = 'mounted';
      } catch (error) {
        mounting.state = 'error';
        mounting.context?.dispose();
        mounting.context = undefined;
        report(error, { widget: definition.name, element: host });
        retryLater(mounting, host, start);
      } finally {
        if (!mounting.disposed) writeState(host);
        // The held touch plays again on the mounted widget, or on the server's markup if it failed.
        if (release) setTimeout(release, 0);
        settle();
      }
    };
    mounting.cancelTrigger = triggers[definition.trigger](
      host,
      (release, causeOf) => {
        start(release, causeOf).catch(throwLater);
      },
      definition,
    );
    if (mounting.disposed) settle();
  });
}

/**
 * The server's markup keeps working while a chunk is missing; the widget is armed again with its
 * own trigger once the back-off has passed (an `intent` widget on its next touch, without holding
 * it: the server's markup answers that one), at most MAX_RETRIES times.
 */
function retryLater(
  mounting: Mounting,
  host: HTMLElement,
  start: (release?: () => void, causeOf?: () => Event | undefined) => Promise<void>,
): void {
  mounting.failures += 1;
  if (mounting.failures > MAX_RETRIES) return;
  const timer = setTimeout(
    () => {
      if (mounting.disposed) return;
      mounting.cancelTrigger = triggers[mounting.definition.trigger](
        host,
        (_release, causeOf) => {
          start(undefined, causeOf).catch(throwLater);
        },
        mounting.definition,
        false,
      );
    },
    RETRY_BASE_MS * 2 ** (mounting.failures - 1),
  );
  mounting.cancelTrigger = () => clearTimeout(timer);
}

/**
 * For the runtime's own promises, which cannot reject: start() catches whatever the widget does
 * (it rejects only when report() itself throws, a test's reporter failing on purpose), and so does
 * the first scan. Should one reject all the same, the error is thrown in a task of its own, as loud
 * as an uncaught one (report() would swallow a second report for the same widget).
 */
export function throwLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  }, 0);
}

/** Unmounts every widget of hosts that are no longer in the document. */
export function deactivateDetached(): void {
  for (const [host, mountings] of active) {
    if (host.isConnected) continue;
    active.delete(host);
    for (const mounting of mountings.values()) {
      mounting.disposed = true;
      mounting.cancelTrigger();
      unmountWidget(mounting, mounting.unmount, host);
    }
  }
}

/** The widget's own unmount first, then whatever it attached through its context. */
function unmountWidget(mounting: Mounting, unmount: Unmount | undefined, host: HTMLElement): void {
  try {
    unmount?.();
  } catch (error) {
    report(error, { widget: mounting.definition.name, element: host });
  }
  mounting.context?.dispose();
}

/** One attribute for all widgets of a host: any error wins, then any pending. */
function writeState(host: HTMLElement): void {
  const states = [...(active.get(host)?.values() ?? [])].map((mounting) => mounting.state);
  const state: HostState = states.includes('error') ? 'error' : states.includes('pending') ? 'pending' : 'mounted';
  host.setAttribute('data-vitrina-state', state);
}

/** Tests start from an empty page. */
export function resetLifecycle(): void {
  for (const mountings of active.values()) for (const mounting of mountings.values()) mounting.disposed = true;
  active.clear();
  timings.clear();
}
