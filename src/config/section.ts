import { readGlobal } from './globals.ts';
import { isRecord } from '../lib/is-record.ts';
import { warnConfig } from './warn.ts';

/**
 * Reads one page global field by field. `wp_localize_script` turns top-level scalars into strings
 * (`true` → "1", `false` → "", `5000` → "5000") while nested values keep their JSON types, so
 * every reader accepts both forms. A field of the wrong kind falls back to its default and the
 * global gets its one warning.
 */
export interface SectionReader {
  readonly present: boolean;
  string(key: string, fallback: string): string;
  /** "1", "yes", "true", true and 1 are on; "", "0", "no", "false", false and 0 are off. */
  flag(key: string, fallback: boolean): boolean;
  number(key: string, fallback: number): number;
  /** A nested object, or a JSON string of one (some plugins print JSON inside a string). */
  object(key: string): Record<string, unknown>;
  raw(key: string): unknown;
}

export function readSection(globalName: string, { required = true } = {}): SectionReader {
  const value = readGlobal(globalName);
  const present = isRecord(value);
  if (!present && (required || value !== undefined)) {
    warnConfig(globalName, value === undefined ? 'is missing' : 'is not an object');
  }
  const source: Record<string, unknown> = present ? value : {};
  const bad = (key: string) => warnConfig(globalName, `has an unreadable ${key}`);

  return {
    present,
    raw: (key) => source[key],
    string(key, fallback) {
      const field = source[key];
      if (field === undefined || field === null) return fallback;
      if (typeof field === 'string') return field;
      if (typeof field === 'number' || typeof field === 'boolean') return String(field);
      bad(key);
      return fallback;
    },
    flag(key, fallback) {
      const field = source[key];
      if (field === undefined || field === null) return fallback;
      const parsed = parseFlag(field);
      if (parsed === undefined) bad(key);
      return parsed ?? fallback;
    },
    number(key, fallback) {
      const field = source[key];
      if (field === undefined || field === null || field === '') return fallback;
      const parsed = typeof field === 'number' ? field : typeof field === 'string' ? Number(field) : Number.NaN;
      if (!Number.isFinite(parsed)) {
        bad(key);
        return fallback;
      }
      return parsed;
    },
    object(key) {
      const field = source[key];
      if (isRecord(field)) return field;
      if (typeof field === 'string' && field.trim().startsWith('{')) {
        try {
          const parsed: unknown = JSON.parse(field);
          if (isRecord(parsed)) return parsed;
        } catch {
          /* reported below */
        }
      }
      if (field !== undefined && field !== null && field !== '') bad(key);
      return {};
    },
  };
}

export function parseFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  if (typeof value !== 'string') return undefined;
  const normal = value.trim().toLowerCase();
  if (['1', 'yes', 'true', 'on'].includes(normal)) return true;
  if (['', '0', 'no', 'false', 'off'].includes(normal)) return false;
  return undefined;
}
