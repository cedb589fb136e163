import { useEffect, useId, type ReactNode } from 'react';
import { plural } from '../i18n/plural.ts';
import { ComboboxPopup, usePopupPlacement } from './ComboboxPopup.tsx';
import { ensureUiStyles } from './styles.ts';
import { useComboboxField } from './use-combobox-field.ts';
import { useComboboxKeys } from './use-combobox-keys.ts';
import { useComboboxState, useKeptActive } from './use-combobox-state.ts';
import { useSuggestions, type SuggestionStatus } from './use-suggestions.ts';
import { VisuallyHidden } from './visually-hidden/VisuallyHidden.tsx';

interface ComboboxProps<T> {
  /** The server's text field, enhanced in place (it still submits its form natively). */
  readonly input: HTMLInputElement;
  readonly listLabel: string;
  readonly minChars: number;
  readonly delayMs: number;
  readonly maxItems?: number;
  /** The list's greatest height in px (it scrolls beyond); the shared stylesheet's otherwise. */
  readonly maxHeight?: number;
  /** Resolves to the suggestions, or null when the request failed. */
  readonly search: (query: string, signal: AbortSignal) => Promise<readonly T[] | null>;
  /** Plain text of an option (never HTML): its accessible name and what a pick writes in the field. */
  readonly optionText: (item: T) => string;
  readonly renderOption?: (item: T, active: boolean) => ReactNode;
  readonly onPick: (item: T) => void;
  readonly onStatus?: (status: SuggestionStatus) => void;
  /** Shown under the field when a query found nothing. */
  readonly emptyText?: string;
  /** Extra content under the list (e.g. a "see all results" link). */
  readonly footer?: ReactNode;
  /**
   * `fixed` places the popup against the viewport, for a list that must hang out of a box the theme
   * clips (an ancestor with overflow and a max-height); `absolute` (the default) scrolls with the page.
   */
  readonly strategy?: 'absolute' | 'fixed';
}

/**
 * APG combobox with a listbox popup on an existing input: the list is placed under the field with
 * floating-ui (flips above near the bottom of the screen, at least as wide as the field), arrow keys
 * move the active option (aria-activedescendant, focus stays in the field), Enter picks it, Escape
 * closes; the number of suggestions is announced.
 */
export function Combobox<T>({
  input,
  listLabel,
  minChars,
  delayMs,
  maxItems,
  maxHeight,
  search,
  optionText,
  renderOption,
  onPick,
  onStatus,
  emptyText,
  footer,
  strategy = 'absolute',
}: ComboboxProps<T>) {
  ensureUiStyles();
  const listId = useId();
  const { items, status, clear } = useSuggestions({ input, minChars, delayMs, maxItems, search });
  const state = useComboboxState(items, status, emptyText);
  const { active, setActive, setDismissed, open } = state;
  const { setFloating, floatingStyles } = usePopupPlacement(input, open, strategy);

  useEffect(() => onStatus?.(status), [status, onStatus]);
  useKeptActive(items, optionText, state);
  useComboboxField(input, listId, open, active, items.length);

  const pick = (item: T) => {
    writeField(input, optionText(item));
    clear();
    onPick(item);
  };
  useComboboxKeys({ input, open, items, active, setActive, setDismissed, pick });

  return (
    <>
      <ComboboxPopup
        setFloating={setFloating}
        floatingStyles={floatingStyles}
        open={open}
        listId={listId}
        listLabel={listLabel}
        maxHeight={maxHeight}
        items={items}
        active={active}
        onActive={setActive}
        onPick={pick}
        optionText={optionText}
        renderOption={renderOption}
        status={status}
        emptyText={emptyText}
        footer={footer}
      />
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {status === 'results' ? resultsText(items.length) : status === 'empty' ? (emptyText ?? '') : ''}
        </span>
      </VisuallyHidden>
    </>
  );
}

/** A pick writes the option's text into the server's field, as typing would. */
function writeField(input: HTMLInputElement, text: string): void {
  input.value = text;
}

function resultsText(count: number): string {
  return `${plural(count, ['o sugestie', '{n} sugestii', '{n} de sugestii'])}. Folosiți săgețile sus și jos pentru a alege.`;
}
