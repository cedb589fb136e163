import { signal } from '@preact/signals-core';

/**
 * The variation each product form currently shows, keyed by the parent product id, so the
 * gallery, the discount table and the sticky bar follow the choice without reading the form's DOM.
 */
export interface VariationImage {
  readonly src: string;
  readonly srcset: string;
  readonly sizes: string;
  readonly fullSrc: string;
  readonly fullWidth: number;
  readonly fullHeight: number;
  readonly thumbSrc: string;
  readonly alt: string;
  readonly title: string;
  readonly caption: string;
}

export interface ShownVariation {
  readonly productId: number;
  readonly variationId: number;
  readonly image: VariationImage | null;
  readonly gtin: string;
  readonly mpn: string;
  readonly brand: string;
  readonly inStock: boolean;
  readonly priceHtml: string;
}

const shownVariations = signal<ReadonlyMap<number, ShownVariation>>(new Map());

export function showVariation(variation: ShownVariation): void {
  const next = new Map(shownVariations.value);
  next.set(variation.productId, variation);
  shownVariations.value = next;
}

export function hideVariation(productId: number): void {
  if (!shownVariations.value.has(productId)) return;
  const next = new Map(shownVariations.value);
  next.delete(productId);
  shownVariations.value = next;
}

export function shownVariationOf(productId: number): ShownVariation | null {
  return shownVariations.value.get(productId) ?? null;
}

/** Subscribes to one product's variation; the callback runs now and on every change. Returns the unsubscribe. */
export function watchVariation(productId: number, onChange: (variation: ShownVariation | null) => void): () => void {
  let last: ShownVariation | null | undefined;
  return shownVariations.subscribe((all) => {
    const current = all.get(productId) ?? null;
    if (current === last) return;
    last = current;
    onChange(current);
  });
}
