import { DEFAULTS } from '../../../../config/defaults.ts';

/** Flatsome's three screen sizes (its CSS and its equalize-box script use the same media queries). */
export type ScreenSize = 'large' | 'medium' | 'small';

/** Spec §9: large ≥ 850 px, medium 550–849 px, small ≤ 549 px, as media queries (for `matchMedia`). */
export const SCREEN_MEDIA: Readonly<Record<ScreenSize, string>> = {
  large: `(min-width: ${DEFAULTS.largeScreenMinPx}px)`,
  medium: `(min-width: ${DEFAULTS.mediumScreenMinPx}px) and (max-width: ${DEFAULTS.largeScreenMinPx - 1}px)`,
  small: `(max-width: ${DEFAULTS.mediumScreenMinPx - 1}px)`,
};

/** The screen size of a viewport this wide (CSS pixels, scrollbar included, as media queries count). */
export function screenSizeFor(viewportWidthPx: number): ScreenSize {
  if (viewportWidthPx >= DEFAULTS.largeScreenMinPx) return 'large';
  return viewportWidthPx >= DEFAULTS.mediumScreenMinPx ? 'medium' : 'small';
}
