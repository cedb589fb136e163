/**
 * Swatches on product cards (spec §4.9). Pure: what a click does, and the product link a choice makes.
 */
export type SwatchState = 'selected' | 'unselected' | 'disabled';

export type ClickOutcome = { readonly kind: 'select'; readonly value: string } | { readonly kind: 'deselect' } | { readonly kind: 'open-product' } | { readonly kind: 'none' };

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
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
