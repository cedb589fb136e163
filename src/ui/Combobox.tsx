import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { plural } from '../i18n/plural.ts';
import { ensureUiStyles } from './styles.ts';
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
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  // While a newer query is asked, the last answer stays up with its active option: closing it would
  // flicker on every pause in typing, and an Enter meant for the option a shopper had reached would
  // submit the search form instead.
  const open =
    !dismissed &&
    (status === 'results' || (status === 'loading' && items.length > 0) || (status === 'empty' && Boolean(emptyText)));
  const {
    refs: { setFloating },
    floatingStyles,
  } = useFloating({
    elements: { reference: input },
    open,
    placement: 'bottom-start',
    strategy,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(2),
      flip(),
      size({ apply: ({ rects, elements }) => void (elements.floating.style.minWidth = `${rects.reference.width}px`) }),
    ],
  });

  useEffect(() => onStatus?.(status), [status, onStatus]);
  // New suggestions show even after an Escape on the old ones. The option the shopper had reached
  // with the arrows stays active when the newer answer still holds it (typing on while arrowing
  // must not lose the place); otherwise, or once the list was closed, nothing is active.
  const [shownItems, setShownItems] = useState(items);
  if (shownItems !== items) {
    const kept = !dismissed && active >= 0 && shownItems[active] !== undefined ? optionText(shownItems[active]) : null;
    setShownItems(items);
    setActive(kept === null ? -1 : items.findIndex((item) => optionText(item) === kept));
    setDismissed(false);
  }

  // The field is the server's: its state is written as React commits the list (layout effects), so
  // aria-expanded, the active option and the keys never lag a frame behind what is shown.
  useLayoutEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('autocomplete', 'off');
    return () =>
      ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant', 'autocomplete'].forEach(
        (name) => input.removeAttribute(name),
      );
  }, [input, listId]);
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(open && items.length > 0));
    if (open && active >= 0) {
      input.setAttribute('aria-activedescendant', `${listId}-${active}`);
      // A list capped in height scrolls the active option into sight.
      document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }, [input, listId, open, active, items.length]);

  const pick = (item: T) => {
    writeField(input, optionText(item));
    clear();
    onPick(item);
  };
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

  return (
    <>
      <div
        ref={setFloating}
        style={{ ...floatingStyles, zIndex: 1000, display: open ? 'block' : 'none' }}
        className="vitrina-combobox-popup"
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="vitrina-listbox"
          style={maxHeight === undefined ? undefined : { maxHeight: `${maxHeight}px` }}
        >
          {items.map((item, index) => (
            <li
              key={index}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault() /* keep focus in the field */}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(item)}
            >
              {renderOption ? renderOption(item, index === active) : optionText(item)}
            </li>
          ))}
        </ul>
        {status === 'empty' && emptyText && <p className="vitrina-combobox-empty">{emptyText}</p>}
        {status === 'results' && footer}
      </div>
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
