/**
 * Contact Form 7's validation schema (spec §3.7, §5.4): a list of rules, each naming a field and
 * the message to show when the rule fails. `all` and `any` hold nested rules.
 */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export type FieldValue = string | FileLike;

/** Submitted values by field name (`name[]` already folded into `name`). */
export type FormValues = ReadonlyMap<string, readonly FieldValue[]>;

export interface SwvRule {
  readonly rule: string;
  readonly field?: string;
  readonly error?: string;
  readonly threshold?: number | string;
  readonly accept?: readonly (string | number)[];
  readonly base?: number | string;
  readonly interval?: number | string;
  readonly rules?: readonly SwvRule[];
}

export interface SwvSchema {
  readonly rules: readonly SwvRule[];
}

/** The first failing rule of a field: where to show it and what to say. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}
