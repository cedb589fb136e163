/**
 * Drafts of what a shopper types in the shop's AJAX forms, kept in localStorage so that a failed
 * submit, a reload or going offline loses nothing; cleared after a successful submit. Storage can
 * be missing or full (private windows): then drafts simply are not kept.
 */
const PREFIX = 'vitrina:draft:';

export function readDraft<T>(key: string, decode: (value: unknown) => T | null): T | null {
  try {
    const stored = localStorage.getItem(PREFIX + key);
    return stored === null ? null : decode(JSON.parse(stored));
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* storage unavailable: the draft lives only in the form */
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    /* nothing stored */
  }
}
