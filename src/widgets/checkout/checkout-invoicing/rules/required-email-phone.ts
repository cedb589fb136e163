import { isEmail } from '../../../../lib/swv/formats.ts';

/**
 * checkout.js's inline field rules (legacy-contracts §4 behaviour 4), as pure functions: which of a
 * row's `validate-*` rules a value breaks, and the classes WooCommerce puts on the `.form-row` for
 * that. Only classes: WooCommerce shows no text of its own here, the server's list does.
 */
export type Rule = 'required' | 'email' | 'phone';

export interface RowRules {
  readonly required: boolean;
  readonly email: boolean;
  readonly phone: boolean;
}

export interface FieldValue {
  /** A checkbox counts by its tick, not its value. */
  readonly checkbox: boolean;
  readonly checked: boolean;
  readonly value: string;
}

/** What is left of a phone number once its allowed characters are taken out must be nothing. */
const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g;

export function brokenRules(rules: RowRules, field: FieldValue): Rule[] {
  const value = field.value.trim();
  const broken: Rule[] = [];
  if (rules.required && (field.checkbox ? !field.checked : value === '')) broken.push('required');
  // An empty optional e-mail or phone is the required rule's business, not a format error.
  if (rules.email && value !== '' && !isEmail(value)) broken.push('email');
  if (rules.phone && field.value.replace(PHONE_CHARACTERS, '') !== '') broken.push('phone');
  return broken;
}

export const STATE_CLASSES = [
  'woocommerce-invalid',
  'woocommerce-invalid-required-field',
  'woocommerce-invalid-email',
  'woocommerce-invalid-phone',
  'woocommerce-validated',
] as const;

const RULE_CLASS: Readonly<Record<Rule, string>> = {
  required: 'woocommerce-invalid-required-field',
  email: 'woocommerce-invalid-email',
  phone: 'woocommerce-invalid-phone',
};

/** The row's state classes for these broken rules: invalid plus one per rule, or validated. */
export function stateClasses(broken: readonly Rule[]): string[] {
  return broken.length === 0
    ? ['woocommerce-validated']
    : ['woocommerce-invalid', ...broken.map((rule) => RULE_CLASS[rule])];
}
