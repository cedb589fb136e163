import { sameOrigin } from '../../../lib/same-origin.ts';

/**
 * Swatches on product cards (spec §4.9). Pure: what a click does, and the product link a choice makes.
 */
export type SwatchState = 'selected' | 'unselected' | 'disabled';

export type ClickOutcome =
  | { readonly kind: 'select'; readonly value: string }
  | { readonly kind: 'deselect' }
  | { readonly kind: 'open-product' }
  | { readonly kind: 'none' };

export function clickOutcome(state: SwatchState, value: string, behaviour: 'unselect' | 'product'): ClickOutcome {
  if (state === 'disabled') return { kind: 'none' };
  if (state === 'unselected') return { kind: 'select', value };
  return behaviour === 'product' ? { kind: 'open-product' } : { kind: 'deselect' };
}

/**
 * `?{attribute_name}={value}` on the product link (replacing an earlier choice); null value removes it.
 * A link that is no URL at all is left as it is (the click must not throw).
 */
export function productLinkWith(href: string, attribute: string, value: string | null, origin: string): string {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return href;
  }
  if (value === null) url.searchParams.delete(attribute);
  else url.searchParams.set(attribute, value);
  return sameOrigin(url.href, origin) ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * Flatsome 3.19 `swatches_box_select_event` (legacy-contracts §21): on hover by default, a mouse
 * entering an available swatch selects it (never deselects); with 'click', hovering does nothing.
 * Touch has no hover, so there it is always the click.
 */
export function hoverOutcome(
  state: SwatchState,
  value: string,
  selectEvent: 'hover' | 'click',
  canHover: boolean,
): ClickOutcome {
  if (selectEvent !== 'hover' || !canHover || state !== 'unselected') return { kind: 'none' };
  return { kind: 'select', value };
}

/** The attribute the card links carry: the swatches' own `data-attribute_name`, else the strip's. */
export function attributeOf(swatchAttributes: readonly string[], stripAttribute: string): string {
  return swatchAttributes.find((name) => name.trim() !== '') ?? stripAttribute;
}
