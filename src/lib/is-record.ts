/**
 * The one record guard: a non-null object that is not an array, so its fields can be read by name.
 * Page globals, stored drafts and parsed JSON attributes are untrusted input (design §7), and PHP
 * prints an empty array where it means an empty object, which this refuses.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
