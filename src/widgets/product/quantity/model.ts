/**
 * Quantity plus/minus (spec §5.7) as a pure function of the input's attributes, so the edge cases
 * (empty or 'any' step, decimal steps, missing min/max) are table-tested without a DOM.
 */
export interface QuantityAttributes {
  readonly value: string;
  readonly min: string;
  readonly max: string;
  readonly step: string;
}

export interface QuantityRules {
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Decimal places of the step: the result keeps them (step 0.5 → "1.5", step 0.25 → "1.75"). */
  readonly decimals: number;
}

function parse(value: string, fallback: number): number {
  if (value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function decimalsOf(step: string): number {
  const [, fraction = ''] = step.trim().split('.');
  return fraction.length;
}

export function readRules({ value, min, max, step }: QuantityAttributes): QuantityRules {
  const usableStep = step.trim() === '' || step.trim() === 'any' || !(Number(step) > 0) ? '1' : step.trim();
  return {
    value: parse(value, 0),
    min: Math.max(0, parse(min, 0)),
    max: parse(max, Number.POSITIVE_INFINITY),
    step: Number(usableStep),
    decimals: decimalsOf(usableStep),
  };
}

const format = (amount: number, decimals: number) => amount.toFixed(decimals);

/** The new value after one press of plus or minus. */
export function stepQuantity(attributes: QuantityAttributes, direction: 'plus' | 'minus'): string {
  const rules = readRules(attributes);
  const { value, min, max, step, decimals } = rules;
  if (direction === 'plus') {
    const next = max !== Number.POSITIVE_INFINITY && value >= max ? max : Math.min(value + step, max);
    return format(Math.max(next, min), decimals);
  }
  const next = value <= min ? min : Math.max(value - step, min);
  return format(Math.max(next, 0), decimals);
}

/** Shop quantity inputs below their min are raised to min (not inside the cart table, as WooCommerce). */
export function raiseToMin(attributes: QuantityAttributes): string | null {
  const { value, min, decimals } = readRules(attributes);
  if (attributes.value.trim() === '' || value >= min) return null;
  return format(min, Math.max(decimals, decimalsOf(attributes.min)));
}

export function canStep(attributes: QuantityAttributes, direction: 'plus' | 'minus'): boolean {
  const { value, min, max } = readRules(attributes);
  return direction === 'plus' ? value < max : value > min && value > 0;
}
