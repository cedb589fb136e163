/**
 * How a variation form's swatches choose, shared by their React radio group (variation-swatches)
 * and the form's light half that answers them before it (variations/swatches-light.ts).
 */

/** A click on a swatch: the chosen one again clears the choice when deselecting is allowed. */
export function swatchClick(current: string, clicked: string, allowDeselect: boolean): string {
  return current === clicked && allowDeselect ? '' : clicked;
}

/** The one tab stop: the chosen swatch, else the first available one. */
export function tabStop(values: readonly string[], selected: string, isAvailable: (value: string) => boolean): number {
  const chosen = selected === '' ? -1 : values.indexOf(selected);
  return chosen >= 0 ? chosen : Math.max(0, values.findIndex(isAvailable));
}
