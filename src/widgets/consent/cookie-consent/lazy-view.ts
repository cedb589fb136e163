import type { Unmount, WidgetContext } from '../../../runtime/types.ts';
import { setBusy } from '../../../ui/busy.ts';

interface LazyViewOptions<Module> {
  /** The view's file name without extension: what `context.preload` fetches ahead of `load`. */
  readonly half: string;
  /** `() => import('./<half>.tsx')`, written by the caller so the bundler sees the chunk. */
  readonly load: () => Promise<Module>;
  /** Shows the view once its chunk is here, or returns null when it should not show any more. */
  readonly show: (module: Module, close: () => void) => Unmount | null;
  readonly context: WidgetContext;
}

export interface LazyView {
  /** Opens the view, fetching its chunk (and React) on the first call; `button` shows busy meanwhile. */
  open(button: HTMLElement): void;
  close(): void;
}

/**
 * A view the banner opens from a button (the settings dialog, the CCPA prompt): its chunk is
 * imported on the first press and the view shows as soon as it arrives, so the press is never
 * lost. A press while it loads or shows changes nothing.
 */
export function lazyView<Module>({ half, load, show, context }: LazyViewOptions<Module>): LazyView {
  let unmount: Unmount | null = null;
  let loading = false;
  const close = () => {
    unmount?.();
    unmount = null;
  };
  return {
    open(button) {
      if (loading || unmount) return;
      loading = true;
      setBusy(button, true);
      context.preload(half);
      const task = load()
        .then((module) => {
          if (!context.signal.aborted) unmount = show(module, close);
        })
        .finally(() => {
          loading = false;
          setBusy(button, false);
        });
      context.run(task);
    },
    close,
  };
}
