import { useLayoutEffect } from 'react';

const FIELD_ATTRIBUTES = [
  'role',
  'aria-autocomplete',
  'aria-controls',
  'aria-expanded',
  'aria-activedescendant',
  'autocomplete',
];

/**
 * The server's field made the combobox of the list `listId`. Its state is written as React commits
 * the list (layout effects), so aria-expanded and the active option never lag a frame behind what
 * is shown.
 */
export function useComboboxField(
  input: HTMLInputElement,
  listId: string,
  open: boolean,
  active: number,
  count: number,
): void {
  useLayoutEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('autocomplete', 'off');
    return () => FIELD_ATTRIBUTES.forEach((name) => input.removeAttribute(name));
  }, [input, listId]);
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(open && count > 0));
    if (open && active >= 0) {
      input.setAttribute('aria-activedescendant', `${listId}-${active}`);
      // A list capped in height scrolls the active option into sight.
      document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }, [input, listId, open, active, count]);
}
