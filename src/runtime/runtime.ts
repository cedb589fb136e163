import { activate, deactivateDetached, isActive, timings } from './lifecycle.ts';
import { indexSelectors } from './host-index.ts';
import { report } from './report.ts';
import type { WidgetDefinition } from './types.ts';

export interface RuntimeOptions {
  readonly registry: readonly WidgetDefinition[];
  readonly isEnabled: (name: string) => boolean;
}

export interface ReadyDetail {
  /** ms since navigation start, from performance.now() */
  readonly startedAt: number;
  readonly scannedAt: number;
  readonly readyAt: number;
  readonly widgets: readonly { name: string; hosts: number; loadMs?: number; mountMs?: number }[];
}

/** React roots that widgets render mark themselves; server HTML a widget inserts inside one opts back in. */
const ROOT_MARK = '[data-vitrina-root], [data-vitrina-html]';

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

  /** Arms the hosts under `root`; the first scan collects the `now` widgets' settling in `pending`. */
  const scan = (root: Element, pending: Promise<void>[] = []): void => {
    for (const [host, matched] of hostsUnder(root)) {
      if (!(host instanceof HTMLElement) || insideReactRoot(host)) continue;
      for (const definition of matched) {
        if (isActive(host, definition.name)) continue;
        // activate() never rejects: a widget's failure is reported and marks its host.
        const mounted = activate(host, definition);
        if (definition.trigger === 'now') pending.push(mounted);
      }
    }
  };

  const observer = new MutationObserver((records) => {
    if (records.some((record) => record.removedNodes.length > 0)) deactivateDetached();
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) scan(node);
    }
  });

  const firstScan = () => {
    observer.observe(document.documentElement, { childList: true, subtree: true });
    const pending: Promise<void>[] = [];
    scan(document.documentElement, pending);
    const scannedAt = performance.now();
    // Cannot reject (activate() never does, and announceReady only sets an attribute and dispatches,
    // whose listeners' throws stay theirs); reported should that ever change.
    Promise.all(pending)
      .then(() => announceReady({ startedAt, scannedAt, readyAt: performance.now(), widgets: [...timings.values()] }))
      .catch((error: unknown) => report(error, { widget: 'runtime' }));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', firstScan, { once: true });
  else firstScan();
  return observer;
}

function announceReady(detail: ReadyDetail): void {
  document.documentElement.setAttribute('data-vitrina-ready', '');
  document.dispatchEvent(new CustomEvent<ReadyDetail>('vitrina:ready', { detail }));
}
