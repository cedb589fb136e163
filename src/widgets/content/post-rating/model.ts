/**
 * Rate My Post's rules, pure (spec §4.8, §9, legacy-contracts §10).
 */

export { averageIconClasses, formatAverage } from '../shared/rating-icons.ts';

export type AfterVote = 'feedback' | 'social' | 'stay';

/** Low ratings ask for feedback, high ones offer sharing, each only when switched on. */
export function afterVote(
  rating: number,
  settings: { readonly positiveThreshold: number; readonly feedback: boolean; readonly social: boolean },
): AfterVote {
  if (rating <= settings.positiveThreshold) return settings.feedback ? 'feedback' : 'stay';
  return settings.social ? 'social' : 'stay';
}

/** Whole seconds since the page started loading, as the vote's `duration`. */
export function secondsSince(startMs: number, nowMs: number): number {
  return Math.max(0, Math.round((nowMs - startMs) / 1000));
}

/** The server's reasons, one per line (shown in alert style). */
export function joinErrors(errors: readonly string[]): string {
  return errors
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join('\n');
}

/** The accessible name of a star: its place, and the hover text when there is one. */
export function starLabel(value: number, stars: number, hoverText: string): string {
  const place = `${value} din ${stars}`;
  return hoverText.trim() === '' ? `${place} stele` : `${place}: ${hoverText.trim()}`;
}
