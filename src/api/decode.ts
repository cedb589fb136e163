import { fail, ok, type Result } from './result.ts';

/**
 * Tiny response decoders: server JSON is untrusted, so every response is checked field by field
 * instead of being cast. A decoder returns the typed value or a description of what is wrong.
 */
export type Decoder<T> = (input: unknown, path: string) => T;

class DecodeError extends Error {}

/** Throws the decoder's own mismatch (for checks the combinators cannot say, inside a decoder). */
export const wrong = (path: string, expected: string, input: unknown): never => {
  throw new DecodeError(`${path || 'response'}: expected ${expected}, got ${input === null ? 'null' : typeof input}`);
};

export const string: Decoder<string> = (input, path) =>
  typeof input === 'string' ? input : wrong(path, 'string', input);

export const number: Decoder<number> = (input, path) =>
  typeof input === 'number' && Number.isFinite(input) ? input : wrong(path, 'number', input);

export const boolean: Decoder<boolean> = (input, path) =>
  typeof input === 'boolean' ? input : wrong(path, 'boolean', input);

/** A number, or a numeric string as PHP often sends them. */
export const numeric: Decoder<number> = (input, path) => {
  const value = typeof input === 'string' && input.trim() !== '' ? Number(input) : input;
  return typeof value === 'number' && Number.isFinite(value) ? value : wrong(path, 'number', input);
};

/** A string, or a number turned into its text (ids and counts arrive as either). */
export const text: Decoder<string> = (input, path) =>
  typeof input === 'number' && Number.isFinite(input) ? String(input) : string(input, path);

/** PHP truthiness as JSON sends it: true, 1, "1", "true", "yes". */
export const truthy: Decoder<boolean> = (input) =>
  input === true || input === 1 || input === '1' || input === 'true' || input === 'yes';

export const optional =
  <T>(decoder: Decoder<T>): Decoder<T | undefined> =>
  (input, path) =>
    input === undefined || input === null ? undefined : decoder(input, path);

export const array =
  <T>(item: Decoder<T>): Decoder<T[]> =>
  (input, path) =>
    Array.isArray(input) ? input.map((value, index) => item(value, `${path}[${index}]`)) : wrong(path, 'array', input);

export const record =
  <T>(value: Decoder<T>): Decoder<Record<string, T>> =>
  (input, path) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return wrong(path, 'object', input);
    const out: Record<string, T> = {};
    for (const [key, entry] of Object.entries(input)) out[key] = value(entry, `${path}.${key}`);
    return out;
  };

type Shape = Record<string, Decoder<unknown>>;
export type Decoded<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

export const object =
  <S extends Shape>(shape: S): Decoder<Decoded<S>> =>
  (input, path) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return wrong(path, 'object', input);
    const source = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, decoder] of Object.entries(shape)) out[key] = decoder(source[key], path ? `${path}.${key}` : key);
    return out as Decoded<S>;
  };

/** Runs a decoder over parsed JSON and turns a mismatch into an `invalid_json` error value. */
export function decode<T>(decoder: Decoder<T>, input: unknown): Result<T> {
  try {
    return ok(decoder(input, ''));
  } catch (error) {
    if (error instanceof DecodeError) return fail({ kind: 'invalid_json', detail: error.message });
    throw error;
  }
}
