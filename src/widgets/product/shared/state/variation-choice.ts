import { signal } from '@preact/signals-core';

/**
 * What each variations form currently offers, keyed by the parent product id: per attribute, the
 * chosen value and which values still lead to a variation. The variations widget writes it (it owns
 * the form's logic); the swatch widgets read it and choose through the form's own select.
 */
export interface AttributeOffer {
  readonly selected: string;
  readonly available: Readonly<Record<string, boolean>>;
}

export interface VariationOffer {
  readonly attributes: Readonly<Record<string, AttributeOffer>>;
  /** A click on the chosen swatch clears the choice (Flatsome's default). */
  readonly deselect: boolean;
}

export const variationOffers = signal<ReadonlyMap<number, VariationOffer>>(new Map());

export function publishOffer(productId: number, offer: VariationOffer): void {
  const next = new Map(variationOffers.value);
  next.set(productId, offer);
  variationOffers.value = next;
}

export function withdrawOffer(productId: number): void {
  if (!variationOffers.value.has(productId)) return;
  const next = new Map(variationOffers.value);
  next.delete(productId);
  variationOffers.value = next;
}
