/** Errors are values: every server call resolves to one of these, never throws. */
export type ApiError =
  | { readonly kind: 'offline' }
  /** Cancelled by the caller (a newer request superseded it); never shown to the shopper. */
  | { readonly kind: 'aborted' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'http'; readonly status: number }
  | { readonly kind: 'invalid_json'; readonly detail: string }
  | { readonly kind: 'server'; readonly code: string; readonly message: string };

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: ApiError): Result<T> => ({ ok: false, error });

export function mapResult<T, U>(result: Result<T>, map: (value: T) => Result<U>): Result<U> {
  return result.ok ? map(result.value) : result;
}
