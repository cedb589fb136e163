/**
 * Spec §5.9: the marketing service takes an address whose local part is made of letters, digits
 * and `_ + - .`, then `@`, a domain, and a final label of 2–4 letters (longer TLDs are not sent,
 * as the original script never sent them).
 */
const MARKETING_EMAIL = /^[A-Za-z0-9_+\-.]+@[A-Za-z0-9_\-.]+\.[A-Za-z]{2,4}$/;

export function isMarketingEmail(value: string): boolean {
  return MARKETING_EMAIL.test(value.trim());
}
