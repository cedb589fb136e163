/**
 * The floating trust badge's states (spec §4.6) and the facts the widget reads from CusRev's
 * markup. Pure: no DOM, no cookies.
 *
 * compact → expanded on a click; close while expanded → compact; close while compact → hidden.
 * The close control is printed hidden and shows from the first expansion on, as the plugin's
 * script leaves it: so the first close only collapses, the next one hides the badge.
 */
type BadgeView = 'compact' | 'expanded' | 'hidden';

export interface BadgeState {
  readonly view: BadgeView;
  readonly closeShown: boolean;
}

export type BadgeEvent = 'open' | 'close' | 'escape';

export const INITIAL_STATE: BadgeState = { view: 'compact', closeShown: false };

export function nextState(state: BadgeState, event: BadgeEvent): BadgeState {
  if (state.view === 'hidden') return state;
  switch (event) {
    case 'open':
      return state.view === 'compact' ? { view: 'expanded', closeShown: true } : state;
    case 'escape':
      return state.view === 'expanded' ? { view: 'compact', closeShown: true } : state;
    case 'close':
      return state.view === 'expanded'
        ? { view: 'compact', closeShown: true }
        : { view: 'hidden', closeShown: state.closeShown };
  }
}

/** One size's colours in `data-crcolors`: the border and the three background bands. */
interface BadgePalette {
  readonly border: string;
  readonly top: string;
  readonly middle: string;
  readonly bottom: string;
}

export interface BadgeColors {
  readonly small: BadgePalette;
  readonly big: BadgePalette;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}){1,2}$/i;

function palette(value: unknown): BadgePalette | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const picked: Record<string, string> = {};
  for (const key of ['border', 'top', 'middle', 'bottom'] as const) {
    const colour = record[key];
    if (typeof colour !== 'string' || !HEX_COLOUR.test(colour)) return null;
    picked[key] = colour;
  }
  return { border: picked.border!, top: picked.top!, middle: picked.middle!, bottom: picked.bottom! };
}

/**
 * `data-crcolors` (JSON printed by the plugin). Only hex colours are taken, so nothing but a colour
 * ever reaches a style; anything else means "keep the printed colours" (null).
 */
export function parseBadgeColors(raw: string | null): BadgeColors | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const small = palette(record.small);
  const big = palette(record.big);
  return small && big ? { small, big } : null;
}

const PERCENT = /^\s*(\d{1,3}(?:\.\d+)?)%\s*$/;

/**
 * The compact badge prints its rating only as five star fill widths (starsPercentage: whole
 * stars 100 %, the partial one rounded to a whole percent); their sum / 100 is the rating again,
 * to two decimals. Null when the widths are not five percentages of 0–100.
 */
export function ratingFromStarWidths(widths: readonly string[]): number | null {
  if (widths.length !== 5) return null;
  let sum = 0;
  for (const width of widths) {
    const match = PERCENT.exec(width);
    const value = match ? Number(match[1]) : Number.NaN;
    if (!(value >= 0 && value <= 100)) return null;
    sum += value;
  }
  return Math.round(sum) / 100;
}

/**
 * "4,55" — Romanian decimals, at most two. Not Intl.NumberFormat: its first use on a page loads the
 * locale's data, one 100 ms task at 4× CPU on every page the badge is printed on.
 */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 100) / 100).replace('.', ',');
}
