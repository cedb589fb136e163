import type { Signal } from '@preact/signals-core';
import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import { TEXTS } from './texts.ts';

export interface ListStatusState {
  readonly error: string;
  readonly retry: (() => void) | null;
}

/** The review list's error line with a retry button; empty (and taking no room) while all is well. */
export function ListStatus({ status }: { status: Signal<ListStatusState> }) {
  useSignals();
  const { error, retry } = status.value;
  return (
    <div className="cr-reviews-status">
      <LiveRegion politeness="assertive" as="p" className={error ? 'cr-reviews-error' : undefined}>
        {error}
      </LiveRegion>
      {error && retry && (
        <button type="button" className="button is-outline is-small cr-reviews-retry" onClick={retry}>
          {TEXTS.retry}
        </button>
      )}
    </div>
  );
}
