import { activate, deactivateDetached, isActive, throwLater, timings } from './lifecycle.ts';
import { indexSelectors } from './host-index.ts';
import type { WidgetDefinition } from './types.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import type { VitrinaEventName } from '../lib/events.ts';

/** Spelled here, not read from lib/events.ts, to keep the table out of the entry (the type holds the two together). */
const READY: VitrinaEventName = 'vitrina:ready';

/** How long the first scan works before it yields (a task under 50 ms at 4× CPU, with room to spare). */
const SLICE_MS = 10;

export interface RuntimeOptions {
  readonly registry: readonly WidgetDefinition[];
  readonly isEnabled: (name: string) => boolean;
}

interface ReadyDetail {
  /** ms since navigation start, from performance.now() */
  readonly startedAt: number;
  readonly scannedAt: number;
  readonly readyAt: number;
  readonly widgets: readonly { name: string; hosts: number; loadMs?: number; mountMs?: number }[];
}

/** React roots that widgets render mark themselves; server HTML a widget inserts inside one opts back in. */
const ROOT_MARK = '[data-vitrina-root],[data-vitrina-html]';

function insideReactRoot(element: Element): boolean {
  const marked = element.parentElement?.closest(ROOT_MARK);
  return marked?.hasAttribute('data-vitrina-root') ?? false;
}

/**
 * Scans the server HTML for the hooks of every enabled widget, then watches the page with one
 * MutationObserver: hosts inside inserted HTML are mounted, hosts that left are unmounted
 * (removals first, so a host moved within one batch stays mounted and is never mounted twice).
 */
export function startRuntime({ registry, isEnabled }: RuntimeOptions): MutationObserver {
  const startedAt = performance.now();
  const hostsUnder = indexSelectors(registry.filter((definition) => isEnabled(definition.name)));

  /** Arms the host's widgets; the `now` ones' mounts join `pending`. */
  const activateHost = (host: Element, matched: readonly WidgetDefinition[], pending: Promise<void>[]) => {
    if (!(host instanceof HTMLElement) || !host.isConnected || insideReactRoot(host)) return;
    for (const definition of matched) {
      if (isActive(host, definition.name)) continue;
      // activate() never rejects: a widget's failure is reported and marks its host.
      const mounted = activate(host, definition);
      if (definition.trigger === 'now') pending.push(mounted);
    }
  };
  const scan = (root: Element) => {
    for (const [host, matched] of hostsUnder(root)) activateHost(host, matched, []);
  };

  const observer = new MutationObserver((records) => {
    if (records.some((record) => record.removedNodes.length > 0)) deactivateDetached();
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) scan(node);
    }
  });

  // The whole page at once is one long task at 4× CPU: the first scan gives the browser
  // its turn every SLICE_MS. Hosts that leave meanwhile are skipped; hosts added meanwhile are the
  // observer's, and a host both find is armed once.
  const firstScan = async () => {
    observer.observe(document.documentElement, { childList: true, subtree: true });
    const pending: Promise<void>[] = [];
    let sliceEnd = performance.now() + SLICE_MS;
    for (const [host, matched] of hostsUnder(document.documentElement)) {
      if (performance.now() > sliceEnd) {
        await yieldToMain();
        sliceEnd = performance.now() + SLICE_MS;
      }
      activateHost(host, matched, pending);
    }
    const scannedAt = performance.now();
    await Promise.all(pending);
    announceReady({ startedAt, scannedAt, readyAt: performance.now(), widgets: [...timings.values()] });
  };
  const scanPage = () => {
    firstScan().catch(throwLater);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scanPage, { once: true });
  else scanPage();
  return observer;
}

function announceReady(detail: ReadyDetail): void {
  document.documentElement.setAttribute('data-vitrina-ready', '');
  document.dispatchEvent(new CustomEvent<ReadyDetail>(READY, { detail }));
}
