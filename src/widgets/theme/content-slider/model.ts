import { isRecord } from '../../../lib/is-record.ts';

/** The parts of Flatsome's `data-flickity-options` a content slider keeps. */
export interface SliderOptions {
  /** Milliseconds between slides when rotating by itself; null = no rotation. */
  readonly autoPlayMs: number | null;
  readonly wrapAround: boolean;
  readonly pauseOnHover: boolean;
}

/** Flickity's `autoPlay: true` means 3 s. */
const FLICKITY_DEFAULT_AUTOPLAY_MS = 3000;
/** Faster than this no one can read a slide; a typo is not allowed to make the banner flicker. */
const MIN_AUTOPLAY_MS = 2000;

export function parseSliderOptions(attribute: string | null): SliderOptions {
  let parsed: unknown;
  try {
    parsed = attribute ? JSON.parse(attribute) : null;
  } catch {
    parsed = null;
  }
  const options = isRecord(parsed) ? parsed : {};
  const autoPlay = options['autoPlay'];
  const autoPlayMs =
    autoPlay === true
      ? FLICKITY_DEFAULT_AUTOPLAY_MS
      : typeof autoPlay === 'number' && Number.isFinite(autoPlay) && autoPlay > 0
        ? Math.max(MIN_AUTOPLAY_MS, autoPlay)
        : null;
  return {
    autoPlayMs,
    wrapAround: options['wrapAround'] === true,
    pauseOnHover: options['pauseAutoPlayOnHover'] !== false,
  };
}

/**
 * The slide `step` away from `current` (-1 previous, +1 next). Without wrap-around the ends stop;
 * rotating by itself always starts over at the first slide after the last.
 */
export function stepTo(current: number, step: number, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  const next = current + step;
  if (wrap) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}
