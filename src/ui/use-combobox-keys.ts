import { useLayoutEffect, type Dispatch, type SetStateAction } from 'react';

interface ComboboxKeys<T> {
  readonly input: HTMLInputElement;
  readonly open: boolean;
  readonly items: readonly T[];
  readonly active: number;
  readonly setActive: Dispatch<SetStateAction<number>>;
  readonly setDismissed: Dispatch<SetStateAction<boolean>>;
  readonly pick: (item: T) => void;
}

/**
 * The field's keys (APG): the arrows move the active option (focus stays in the field), Enter picks
 * it, Escape closes; leaving the field closes the list, coming back opens it. Bound again on every
 * commit, so a key always sees the list as shown.
 */
export function useComboboxKeys<T>({ input, open, items, active, setActive, setDismissed, pick }: ComboboxKeys<T>) {
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const showing = open && items.length > 0;
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && showing) {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + items.length + (current < 0 && step < 0 ? 1 : 0)) % items.length);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        setDismissed(true);
      } else if (event.key === 'Enter' && showing && active >= 0) {
        const item = items[active];
        if (item === undefined) return;
        event.preventDefault(); // a pick, not a submit of the search form
        pick(item);
      }
    };
    const onBlur = () => setDismissed(true);
    const onFocus = () => setDismissed(false);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
    };
  });
}
