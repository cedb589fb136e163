import type { Signal } from '@preact/signals-core';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { LiveRegion } from '../../../ui/LiveRegion.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import { TEXTS } from './texts.ts';

export interface ShowMoreState {
  /** The server still offers more cards (its answer carried a show-more button). */
  readonly more: boolean;
  readonly busy: boolean;
  /** What failed, as text; '' while all is well. */
  readonly error: string;
}

interface ShowMoreProps {
  readonly state: Signal<ShowMoreState>;
  /** The server's label for the button. */
  readonly label: string;
  readonly onMore: () => void;
}

/** The plugin's colour for the failure line under the button (spec §8 "Grid load failure"). */
const ERROR_STYLE = { color: '#cd2653', textAlign: 'center', display: 'block' } as const;

/**
 * The grid's `.cr-show-more` area: the button (busy while a load runs, usable again after a
 * failure), the spinner, and the failure line under the button, kept in the page from the first
 * render so screen readers hear it when text arrives.
 */
export function ShowMore({ state, label, onMore }: ShowMoreProps) {
  useSignals();
  const { more, busy, error } = state.value;
  return (
    <>
      {more && (
        <BusyButton className="cr-show-more-button" busy={busy} onClick={onMore}>
          {label}
        </BusyButton>
      )}
      {busy && (
        <span className="cr-show-more-spinner vitrina-grid-spinner" style={{ display: 'inline-block', marginLeft: '10px', verticalAlign: 'middle' }}>
          <Spinner label={TEXTS.loading} />
        </span>
      )}
      <LiveRegion politeness="assertive" as="p" className="cr-show-more-error" style={ERROR_STYLE}>
        {error}
      </LiveRegion>
    </>
  );
}
