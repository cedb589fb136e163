import type { Result } from '../../../api/result.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { setBusy } from '../../../ui/busy.ts';
import { listStatus } from './list-status.ts';
import { TEXTS } from './texts.ts';

export interface ListRequest<T> {
  readonly load: (signal: AbortSignal) => Promise<Result<T>>;
  readonly apply: (value: T) => void;
  /** Shows and clears the request's own progress marks (spinner, disabled button). */
  readonly indicate?: (busy: boolean) => void;
}

/**
 * A review list's queries: the newest one wins (the one before it is aborted and a late answer is
 * dropped), the list is marked busy meanwhile, and a failure shows the list's error line with a
 * retry of the same query (rendered above the list). What is already listed stays as it is.
 */
export function latestRequests(
  list: HTMLElement,
  context: WidgetContext,
): { send: <T>(request: ListRequest<T>) => void; stop: () => void } {
  const status = listStatus(list, context.listen);
  let inFlight: AbortController | null = null;
  let clearMarks: ((busy: boolean) => void) | undefined;

  const run = async <T>(request: ListRequest<T>): Promise<void> => {
    inFlight?.abort();
    // The superseded query's spinner goes with it; the list stays busy for the new one.
    clearMarks?.(false);
    const mine = new AbortController();
    inFlight = mine;
    clearMarks = request.indicate;
    status.show('');
    setBusy(list, true);
    request.indicate?.(true);
    try {
      const result = await request.load(AbortSignal.any([mine.signal, context.signal]));
      // A superseded or unmounted request says nothing.
      if (inFlight !== mine || (!result.ok && result.error.kind === 'aborted')) return;
      if (result.ok) request.apply(result.value);
      else status.show(TEXTS.listFailed, () => context.run(run(request)));
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    } finally {
      if (inFlight === mine) {
        inFlight = null;
        clearMarks = undefined;
        setBusy(list, false);
        request.indicate?.(false);
      }
    }
  };

  return {
    send: (request) => context.run(run(request)),
    stop: () => {
      inFlight?.abort();
      status.remove();
    },
  };
}
