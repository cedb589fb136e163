/**
 * The traffic tracker's promo code (sourcebuster's `promocode` option, spec §9: range 100000 to
 * 999999 by default): a whole number drawn once per visitor and kept in `sbjs_promo`.
 */
export interface PromoRange {
  readonly min: number;
  readonly max: number;
}

export function promoCode(random: number, { min, max }: PromoRange): number {
  const low = Math.ceil(Math.min(min, max));
  const high = Math.floor(Math.max(min, max));
  return Math.min(high, low + Math.floor(random * (high - low + 1)));
}
