/**
 * How Rate My Post draws an average with its star icons (spec §9, legacy-contracts §10), shared by
 * the rating widget and the results widget.
 */
export const FULL = 'rmp-icon--full-highlight';
export const HALF_REMOVABLE = 'rmp-icon--half-highlight js-rmp-remove-half-star';
export const HALF_REPLACEABLE = 'rmp-icon--half-highlight js-rmp-replace-half-star';

/**
 * Icon classes for an average, one per star: whole stars full; the fraction ×10, rounded, decides
 * the next one: 3–4 a removable half, 5–7 a replaceable half, 8 or more full, 2 or less nothing.
 * `average % 1` keeps the plugin's float noise (4.15 % 1 is 0.15000000000000036, so no half).
 */
export function averageIconClasses(average: number, stars = 5): string[] {
  const safe = Number.isFinite(average) && average > 0 ? Math.min(average, stars) : 0;
  const full = Math.floor(safe);
  const fraction = Math.round((safe % 1) * 10);
  return Array.from({ length: stars }, (_, index) => {
    if (index < full) return FULL;
    if (index > full) return '';
    if (fraction >= 8) return FULL;
    if (fraction >= 5) return HALF_REPLACEABLE;
    if (fraction >= 3) return HALF_REMOVABLE;
    return '';
  });
}

/** The average as the plugin prints it: one decimal at most, a point as separator ("4.3", "4"). */
export function formatAverage(average: number): string {
  return String(Math.round(average * 10) / 10);
}
