import { RULES } from './rules.ts';
import type { FieldError, FormValues, SwvRule, SwvSchema } from './types.ts';

interface Failure {
  readonly field: string | undefined;
  readonly message: string;
}

/** The first failure of one rule (composites included), or null when it passes. Unknown rules pass. */
function check(rule: SwvRule, values: FormValues): Failure | null {
  if (rule.rule === 'all') {
    for (const nested of rule.rules ?? []) {
      const failure = check(nested, values);
      if (failure) return { field: rule.field ?? failure.field, message: rule.error ?? failure.message };
    }
    return null;
  }
  if (rule.rule === 'any') {
    const nested = rule.rules ?? [];
    if (nested.length === 0) return null;
    const failures = nested.map((item) => check(item, values));
    if (failures.some((failure) => failure === null)) return null;
    const first = failures[0] ?? null;
    return { field: rule.field ?? first?.field, message: rule.error ?? first?.message ?? '' };
  }
  const test = RULES[rule.rule];
  if (!test || test(rule, values)) return null;
  return { field: rule.field, message: rule.error ?? '' };
}

/**
 * Runs every rule of the schema in order and keeps the first error of each field, as CF7 does.
 * The result keeps schema order, which is the order the screen-reader list shows.
 */
export function validate(schema: SwvSchema, values: FormValues): Map<string, FieldError> {
  const errors = new Map<string, FieldError>();
  for (const rule of schema.rules) {
    const failure = check(rule, values);
    if (!failure || failure.field === undefined || errors.has(failure.field)) continue;
    errors.set(failure.field, { field: failure.field, message: failure.message });
  }
  return errors;
}
