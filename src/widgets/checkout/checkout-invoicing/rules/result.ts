/** A Romanian identifier check: valid, or the rule it breaks (the widget maps the rule to its message). */
export type CheckResult<Rule extends string> =
  { readonly valid: true } | { readonly valid: false; readonly rule: Rule };

export const VALID = { valid: true } as const;

export const broken = <Rule extends string>(rule: Rule): CheckResult<Rule> => ({ valid: false, rule });

/** Spaces, dots and dashes people type between groups of digits do not count. */
export function compact(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** Sum of digit × weight over the shorter of the two. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length && index < digits.length; index += 1)
    sum += Number(digits[index]) * (weights[index] ?? 0);
  return sum;
}
