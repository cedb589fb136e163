import { isRecord } from '../../../lib/is-record.ts';

/**
 * Drafts of what a shopper types in the shop's AJAX forms, so that a failed submit, a reload or
 * going offline loses nothing; cleared after a successful submit. The text (a review, a question)
 * is kept in localStorage for a week at most; who the shopper is (name, e-mail, phone) only in
 * sessionStorage, so it never outlives the browser session on a shared computer. Storage can be
 * missing or full (private windows): then drafts simply are not kept.
 */
const PREFIX = 'vitrina:draft:';

/** A draft older than this is dropped unread (a week at most). */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Fields that say who the shopper is: kept for the browser session only. */
const PERSONAL =
  /^(name|author|e-?mail|phone|tel|telephone|billing_(first_name|last_name|email|phone)|shipping_(first_name|last_name|phone))$/i;

interface Stored {
  readonly savedAt: number;
  readonly value: unknown;
}

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

function readStored(storage: Storage | null, key: string, now: number): unknown {
  try {
    const raw = storage?.getItem(PREFIX + key);
    if (raw === null || raw === undefined) return undefined;
    const parsed: unknown = JSON.parse(raw);
    const savedAt = isRecord(parsed) ? parsed['savedAt'] : undefined;
    // Drafts written before the envelope (no date) may hold an e-mail: dropped like expired ones.
    if (typeof savedAt !== 'number' || now - savedAt > DRAFT_LIFETIME_MS || savedAt > now + DRAFT_LIFETIME_MS) {
      storage?.removeItem(PREFIX + key);
      return undefined;
    }
    return Reflect.get(parsed as object, 'value');
  } catch {
    return undefined;
  }
}

function writeStored(storage: Storage | null, key: string, value: unknown): void {
  try {
    const entry: Stored = { savedAt: Date.now(), value };
    storage?.setItem(PREFIX + key, JSON.stringify(entry));
  } catch {
    /* storage unavailable: the draft lives only in the form */
  }
}

let swept = false;

export function readDraft<T>(key: string, decode: (value: unknown) => T | null): T | null {
  const now = Date.now();
  if (!swept) {
    swept = true;
    sweepDrafts(now);
  }
  const kept = readStored(store('local'), key, now);
  const personal = readStored(store('session'), key, now);
  if (kept === undefined && personal === undefined) return null;
  const merged =
    isRecord(kept) || isRecord(personal)
      ? { ...(isRecord(kept) ? kept : {}), ...(isRecord(personal) ? personal : {}) }
      : kept;
  try {
    return decode(merged);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  if (!isRecord(value)) {
    writeStored(store('local'), key, value);
    return;
  }
  const kept: Record<string, unknown> = {};
  const personal: Record<string, unknown> = {};
  for (const [field, entry] of Object.entries(value)) (PERSONAL.test(field) ? personal : kept)[field] = entry;
  writeStored(store('local'), key, kept);
  if (Object.keys(personal).length > 0) writeStored(store('session'), key, personal);
}

export function clearDraft(key: string): void {
  for (const storage of [store('local'), store('session')]) {
    try {
      storage?.removeItem(PREFIX + key);
    } catch {
      /* nothing stored */
    }
  }
}

/** Drops every expired draft (run once per page, so a draft never read again still goes). */
export function sweepDrafts(now = Date.now()): void {
  for (const kind of ['local', 'session'] as const) {
    const storage = store(kind);
    if (!storage) continue;
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
        (key): key is string => key !== null && key.startsWith(PREFIX),
      );
      for (const key of keys) readStored(storage, key.slice(PREFIX.length), now);
    } catch {
      /* storage unavailable */
    }
  }
}
