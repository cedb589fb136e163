import { useRef, type KeyboardEvent } from 'react';

interface RovingOptions {
  readonly count: number;
  /** Items skipped by the arrow keys. */
  readonly isDisabled?: (index: number) => boolean;
  /** Arrow keys move focus and call this (radio groups check on move); Space calls it too. */
  readonly onMove: (index: number) => void;
  /** Space (and Enter when `enter` is on) on the focused item. */
  readonly onActivate: (index: number) => void;
  readonly enter?: boolean;
}

/**
 * The keyboard of a one-tab-stop group (APG radio group, toolbar): arrows move with wrap-around,
 * Home/End go to the first/last item, all skipping disabled items; Space (optionally Enter)
 * activates. The one Space-key handler.
 */
export function useRovingKeys({ count, isDisabled = () => false, onMove, onActivate, enter = false }: RovingOptions) {
  const refs = useRef<(HTMLElement | null)[]>([]);
  const setRef = (index: number) => (element: HTMLElement | null) => {
    refs.current[index] = element;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === ' ' || (enter && event.key === 'Enter')) {
      event.preventDefault();
      if (!isDisabled(index)) onActivate(index);
      return;
    }
    // Home/End jump to the ends (Rate My Post's own script does, legacy-contracts §10 item 7).
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : -1;
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' || event.key === 'Home' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' || event.key === 'End' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    for (let distance = jump >= 0 ? 0 : 1; distance <= count; distance += 1) {
      const next = ((((jump >= 0 ? jump : index) + step * distance) % count) + count) % count;
      if (isDisabled(next)) continue;
      refs.current[next]?.focus();
      onMove(next);
      return;
    }
  };
  return { setRef, onKeyDown, focus: (index: number) => refs.current[index]?.focus() };
}
