/**
 * The consent record of spec §3.12, as CookieLawInfo writes it: `CookieLawInfoConsent` is base64
 * of a JSON object with `ver`, one boolean per category and an optional `ccpaOptout`.
 */
export interface ConsentRecord {
  readonly ver: string;
  readonly categories: Readonly<Record<string, boolean>>;
  readonly ccpaOptout?: boolean;
}

const CATEGORY_COOKIE_PREFIX = 'cookielawinfo-checkbox-';

export function categoryCookieName(category: string): string {
  return `${CATEGORY_COOKIE_PREFIX}${category}`;
}

/** UTF-8 safe base64 (category names are slugs, but a site may use any text). */
export function encodeConsentRecord(record: ConsentRecord): string {
  // The opt-out script writes a record of `ccpaOptout` alone when there was none: no `ver` then.
  const json: Record<string, unknown> =
    record.ver === '' ? { ...record.categories } : { ver: record.ver, ...record.categories };
  if (record.ccpaOptout !== undefined) json.ccpaOptout = record.ccpaOptout;
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Null for a missing, corrupt or foreign value: the shopper is then asked again. */
export function decodeConsentRecord(value: string | undefined): ConsentRecord | null {
  if (value === undefined || value === '') return null;
  let parsed: unknown;
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const categories: Record<string, boolean> = {};
  let ver = '';
  let ccpaOptout: boolean | undefined;
  for (const [key, item] of Object.entries(parsed)) {
    if (key === 'ver') ver = typeof item === 'string' || typeof item === 'number' ? String(item) : '';
    else if (key === 'ccpaOptout') ccpaOptout = item === true;
    else if (typeof item === 'boolean') categories[key] = item;
  }
  return ccpaOptout === undefined ? { ver, categories } : { ver, categories, ccpaOptout };
}

/** `cookielawinfo-checkbox-*` values: only 'yes' and 'no' mean anything. */
export function readYesNo(value: string | undefined): boolean | undefined {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return undefined;
}
