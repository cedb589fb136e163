import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import type { SuggestionStatus } from './use-suggestions.ts';

/**
 * The popup placed under the field with floating-ui: flips above near the bottom of the screen, at
 * least as wide as the field.
 */
export function usePopupPlacement(input: HTMLInputElement, open: boolean, strategy: 'absolute' | 'fixed') {
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
  return { setFloating, floatingStyles };
}

interface ComboboxPopupProps<T> {
  readonly setFloating: (element: HTMLElement | null) => void;
  readonly floatingStyles: CSSProperties;
  readonly open: boolean;
  readonly listId: string;
  readonly listLabel: string;
  readonly maxHeight: number | undefined;
  readonly items: readonly T[];
  readonly active: number;
  readonly onActive: (index: number) => void;
  readonly onPick: (item: T) => void;
  readonly optionText: (item: T) => string;
  readonly renderOption: ((item: T, active: boolean) => ReactNode) | undefined;
  readonly status: SuggestionStatus;
  readonly emptyText: string | undefined;
  readonly footer: ReactNode;
}

/** The listbox of suggestions, with the "nothing found" line and the footer under it. */
export function ComboboxPopup<T>({
  setFloating,
  floatingStyles,
  open,
  listId,
  listLabel,
  maxHeight,
  items,
  active,
  onActive,
  onPick,
  optionText,
  renderOption,
  status,
  emptyText,
  footer,
}: ComboboxPopupProps<T>) {
  return (
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
            onMouseEnter={() => onActive(index)}
            onClick={() => onPick(item)}
          >
            {renderOption ? renderOption(item, index === active) : optionText(item)}
          </li>
        ))}
      </ul>
      {status === 'empty' && emptyText && <p className="vitrina-combobox-empty">{emptyText}</p>}
      {status === 'results' && footer}
    </div>
  );
}
