/**
 * Price filter inputs (spec §5.8). Shown prices are in the shopper's currency; the link carries
 * the base currency: divided by the switcher's rate (and by the tax factor for the slider, whose
 * values include tax), rounded up as WOOF does.
 */
export interface PriceRange {
  readonly min?: number;
  readonly max?: number;
}

/** No price filter: the key pair is cleared. */
export const NO_PRICE: PriceRange = {};

export interface Conversion {
  /** Currency switcher rate (1 without one). */
  readonly rate: number;
  /** 1 + tax rate when slider values include tax (1 otherwise). */
  readonly taxFactor?: number;
}

export function toBaseCurrency(value: number, { rate, taxFactor = 1 }: Conversion): number {
  const divisor = (rate > 0 ? rate : 1) * (taxFactor > 0 ? taxFactor : 1);
  return Math.ceil(value / divisor);
}

function integer(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return undefined;
  return Number.parseInt(trimmed, 10);
}

/**
 * Text from/to: both parsed as integers; 'to' < 'from' or 'from' < 0 clears the filter, and so
 * does anything that is not a whole number. An empty 'from' means 0; an empty 'to' means no upper
 * bound (only min_price is sent); both empty is no filter.
 */
export function parseTextPrice(fromText: string, toText: string, conversion: Conversion = { rate: 1 }): PriceRange {
  if (fromText.trim() === '' && toText.trim() === '') return NO_PRICE;
  const from = fromText.trim() === '' ? 0 : integer(fromText);
  const to = toText.trim() === '' ? undefined : integer(toText);
  if (from === undefined || from < 0) return NO_PRICE;
  if (toText.trim() !== '' && to === undefined) return NO_PRICE;
  if (to !== undefined && to < from) return NO_PRICE;
  return { min: toBaseCurrency(from, conversion), max: to === undefined ? undefined : toBaseCurrency(to, conversion) };
}

/** Dropdown and radio: '-1' is no price filter; anything else is 'min-max'. */
export function parseRangeOption(option: string, conversion: Conversion = { rate: 1 }): PriceRange {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(option.trim());
  if (option.trim() === '-1' || !match) return NO_PRICE;
  return { min: toBaseCurrency(Number(match[1]), conversion), max: toBaseCurrency(Number(match[2]), conversion) };
}

/** Slider values include the tax factor and the rate. */
export function parseSlider(min: number, max: number, conversion: Conversion): PriceRange {
  return { min: toBaseCurrency(Math.min(min, max), conversion), max: toBaseCurrency(Math.max(min, max), conversion) };
}

/** §4.4: the native price slider submits on its own only with < 3 slider widgets and no price button. */
export function sliderAutoSubmits(sliderWidgets: number, priceButtonShown: boolean): boolean {
  return sliderWidgets < 3 && !priceButtonShown;
}
