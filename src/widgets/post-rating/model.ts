/**
 * Rate My Post's rules, pure (spec §4.8, §9, legacy-contracts §10).
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

export type AfterVote = 'feedback' | 'social' | 'stay';

/** Low ratings ask for feedback, high ones offer sharing, each only when switched on. */
export function afterVote(rating: number, settings: { readonly positiveThreshold: number; readonly feedback: boolean; readonly social: boolean }): AfterVote {
  if (rating <= settings.positiveThreshold) return settings.feedback ? 'feedback' : 'stay';
  return settings.social ? 'social' : 'stay';
}

/** Whole seconds since the page started loading, as the vote's `duration`. */
export function secondsSince(startMs: number, nowMs: number): number {
  return Math.max(0, Math.round((nowMs - startMs) / 1000));
}

/** The server's reasons, one per line (shown in alert style). */
export function joinErrors(errors: readonly string[]): string {
  return errors.map((entry) => entry.trim()).filter(Boolean).join('\n');
}

/** The accessible name of a star: its place, and the hover text when there is one. */
export function starLabel(value: number, stars: number, hoverText: string): string {
  const place = `${value} din ${stars}`;
  return hoverText.trim() === '' ? `${place} stele` : `${place}: ${hoverText.trim()}`;
}
