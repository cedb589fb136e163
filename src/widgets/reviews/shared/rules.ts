/**
 * The form rules of spec §5.1 and §5.2 as pure functions. The e-mail pattern is the plugin's own
 * (legacy-contracts §11, behaviour 6): a local part, or a quoted one, @ a domain whose last label
 * has two or more letters, or an IP address in brackets.
 */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}(\.\d{1,3}){3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isFilled = (value: string | undefined): boolean => (value ?? '').trim() !== '';

export type FieldErrors = Readonly<Record<string, string>>;

/** The first invalid field in the form's order, to move focus to. */
export function firstInvalid(order: readonly string[], errors: FieldErrors): string | undefined {
  return order.find((field) => errors[field] !== undefined);
}
