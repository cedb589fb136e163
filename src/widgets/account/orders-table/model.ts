/**
 * The wrapper takes over the table's vertical margins: a scroll container starts a new block
 * formatting context, so margins that collapse with the neighbours' outside one would otherwise add
 * up and push the content below down.
 */
export interface MarginMove {
  readonly wrapper: { readonly marginTop: string; readonly marginBottom: string };
  readonly table: { readonly marginTop: string; readonly marginBottom: string };
}

export function moveMargins(table: { readonly marginTop: string; readonly marginBottom: string }): MarginMove {
  return {
    wrapper: { marginTop: table.marginTop, marginBottom: table.marginBottom },
    table: { marginTop: '0px', marginBottom: '0px' },
  };
}

/** A region scrolls when its content is wider than its box (a pixel of rounding is not scrolling). */
export function overflows(scrollWidth: number, clientWidth: number): boolean {
  return scrollWidth - clientWidth > 1;
}
