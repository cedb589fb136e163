import { report } from './report.ts';
import { preloadChunksOf } from './preload.ts';
import type { WidgetContext } from './types.ts';

/**
 * The context of one widget on one host. Handlers attached through `listen()` and tasks started
 * through `run()` are guarded: an exception or a rejection is reported once through report() and
 * never escapes to the page as an uncaught error or an unhandled rejection. Everything attached
 * here is released by `dispose()` (the runtime calls it after the widget's own unmount).
 */
export interface OwnedContext extends WidgetContext {
  dispose(): void;
}

export function createContext(name: string, host: HTMLElement, cause?: Event): OwnedContext {
  const controller = new AbortController();
  const reportHere = (error: unknown) => report(error, { widget: name, element: host });
  return {
    name,
    cause,
    signal: controller.signal,
    report: reportHere,
    preload: (half) => preloadChunksOf(`${name}/${half}`),
    listen(target: EventTarget, type: string, handler: (event: Event) => unknown, options?: AddEventListenerOptions) {
      if (controller.signal.aborted || options?.signal?.aborted) return;
      const guarded = (event: Event) => {
        try {
          const result: unknown = handler(event);
          if (result instanceof Promise) result.catch(reportHere);
        } catch (error) {
          reportHere(error);
        }
      };
      target.addEventListener(type, guarded, { ...options, signal: either(controller.signal, options?.signal) });
    },
    run(task) {
      try {
        const pending = typeof task === 'function' ? task() : task;
        if (pending instanceof Promise)
          pending.catch((error: unknown) => {
            if (!controller.signal.aborted) reportHere(error);
          });
      } catch (error) {
        reportHere(error);
      }
    },
    dispose() {
      controller.abort();
    },
  };
}

/**
 * A signal aborted when either is: the context's (unmount) or the caller's (removed earlier). By
 * hand rather than AbortSignal.any, which Safari before 17.4 lacks: one way, every browser.
 */
function either(own: AbortSignal, caller: AbortSignal | undefined): AbortSignal {
  if (!caller) return own;
  const both = new AbortController();
  const abort = () => both.abort();
  own.addEventListener('abort', abort, { once: true, signal: both.signal });
  caller.addEventListener('abort', abort, { once: true, signal: both.signal });
  return both.signal;
}
