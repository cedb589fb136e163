import { isRecord } from '../../../lib/is-record.ts';

/**
 * The parts of the slider's `data-slick` settings (CR_Reviews_Slider::render_reviews_slider)
 * that the carousel keeps, and the pure index math behind it.
 */
export interface SlickView {
  readonly slidesToShow: number;
  readonly arrows: boolean;
}

interface SlickBreakpoint {
  /** Applies while the window is narrower than this (slick's default, desktop first). */
  readonly maxWidth: number;
  readonly view: Partial<SlickView>;
}

export interface SliderSettings {
  readonly base: SlickView;
  readonly responsive: readonly SlickBreakpoint[];
  readonly infinite: boolean;
  readonly dots: boolean;
  /** Milliseconds between moves when rotating by itself; null = the block did not ask for autoplay. */
  readonly autoplayMs: number | null;
  readonly pauseOnHover: boolean;
}

/** slick's autoplaySpeed default. */
const SLICK_AUTOPLAY_MS = 3000;
/** Faster than this no one can read a review; a typo must not make the block flicker. */
const MIN_AUTOPLAY_MS = 2000;

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, 10) : undefined;
}

function view(raw: Record<string, unknown>): Partial<SlickView> {
  const slidesToShow = count(raw['slidesToShow']);
  return {
    ...(slidesToShow !== undefined ? { slidesToShow } : {}),
    ...(typeof raw['arrows'] === 'boolean' ? { arrows: raw['arrows'] } : {}),
  };
}

export function parseSlickSettings(attribute: string | null): SliderSettings {
  let parsed: unknown;
  try {
    parsed = attribute ? JSON.parse(attribute) : null;
  } catch {
    parsed = null;
  }
  const raw = isRecord(parsed) ? parsed : {};
  const responsive = Array.isArray(raw['responsive']) ? raw['responsive'] : [];
  const speed = raw['autoplaySpeed'];
  return {
    base: { slidesToShow: 1, arrows: true, ...view(raw) },
    responsive: responsive.flatMap((entry): SlickBreakpoint[] => {
      if (!isRecord(entry) || typeof entry['breakpoint'] !== 'number' || !isRecord(entry['settings'])) return [];
      return [{ maxWidth: entry['breakpoint'], view: view(entry['settings']) }];
    }),
    infinite: raw['infinite'] !== false,
    dots: raw['dots'] === true,
    autoplayMs:
      raw['autoplay'] === true
        ? Math.max(MIN_AUTOPLAY_MS, typeof speed === 'number' && Number.isFinite(speed) ? speed : SLICK_AUTOPLAY_MS)
        : null,
    pauseOnHover: raw['pauseOnHover'] !== false,
  };
}

/**
 * What applies at a window width: slick (desktop first) takes the narrowest breakpoint that is
 * still wider than the window; each breakpoint's settings override the base ones.
 */
export function viewAt(settings: SliderSettings, width: number): SlickView {
  const matching = settings.responsive
    .filter((breakpoint) => width < breakpoint.maxWidth)
    .sort((a, b) => a.maxWidth - b.maxWidth)[0];
  return { ...settings.base, ...matching?.view };
}

/** How many first-slide positions there are: the last one shows the last `perView` slides. */
export function positionCount(slides: number, perView: number): number {
  return Math.max(1, slides - Math.min(Math.max(perView, 1), Math.max(slides, 1)) + 1);
}

/** The position `by` steps away; past either end it wraps (infinite) or stops. */
export function stepPosition(position: number, by: number, positions: number, infinite: boolean): number {
  if (positions <= 1) return 0;
  const next = position + by;
  if (infinite) return ((next % positions) + positions) % positions;
  return Math.min(positions - 1, Math.max(0, next));
}

/** A position kept valid when the slides per view change (a wider view has fewer positions). */
export function clampPosition(position: number, positions: number): number {
  return Math.min(Math.max(0, position), Math.max(0, positions - 1));
}

/** Whether slide `index` is in view at `position`. */
export function inView(index: number, position: number, perView: number): boolean {
  return index >= position && index < position + perView;
}
