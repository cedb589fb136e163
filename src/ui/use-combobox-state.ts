import { useState, type Dispatch, type SetStateAction } from 'react';
import type { SuggestionStatus } from './use-suggestions.ts';

interface ComboboxState {
  /** The index of the active option, -1 for none. */
  readonly active: number;
  readonly setActive: Dispatch<SetStateAction<number>>;
  /** Closed by the shopper (Escape, leaving the field) until the next suggestions or focus. */
  readonly dismissed: boolean;
  readonly setDismissed: Dispatch<SetStateAction<boolean>>;
  readonly open: boolean;
}

/**
 * The active option and whether the list is open. While a newer query is asked, the last answer
 * stays up with its active option: closing it would flicker on every pause in typing, and an Enter
 * meant for the option a shopper had reached would submit the search form instead.
 */
export function useComboboxState(
  items: readonly unknown[],
  status: SuggestionStatus,
  emptyText: string | undefined,
): ComboboxState {
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const open =
    !dismissed &&
    (status === 'results' || (status === 'loading' && items.length > 0) || (status === 'empty' && Boolean(emptyText)));
  return { active, setActive, dismissed, setDismissed, open };
}

/**
 * New suggestions show even after an Escape on the old ones. The option the shopper had reached
 * with the arrows stays active when the newer answer still holds it (typing on while arrowing
 * must not lose the place); otherwise, or once the list was closed, nothing is active.
 */
export function useKeptActive<T>(
  items: readonly T[],
  optionText: (item: T) => string,
  { active, setActive, dismissed, setDismissed }: ComboboxState,
): void {
  const [shownItems, setShownItems] = useState(items);
  if (shownItems !== items) {
    const kept = !dismissed && active >= 0 && shownItems[active] !== undefined ? optionText(shownItems[active]) : null;
    setShownItems(items);
    setActive(kept === null ? -1 : items.findIndex((item) => optionText(item) === kept));
    setDismissed(false);
  }
}
