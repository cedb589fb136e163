import { useRef, type KeyboardEvent } from 'react';
import { isMoveKey, moveTarget } from '../lib/roving-move.ts';

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
    if (!isMoveKey(event.key)) return;
    event.preventDefault();
    const next = moveTarget(event.key, index, count, isDisabled);
    if (next === null) return;
    refs.current[next]?.focus();
    onMove(next);
  };
  return { setRef, onKeyDown, focus: (index: number) => refs.current[index]?.focus() };
}
