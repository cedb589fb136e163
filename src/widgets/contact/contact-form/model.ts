import type { ApiError } from '../../../api/result.ts';
import { TEXTS } from './texts.ts';

/** Pure rules of the contact form widget (spec §4.7, §5.4, §8). */

/** The id of a field's entry in the screen-reader list, which its control points at. */
export const errorElementId = (unitTag: string, field: string) => `${unitTag}-ve-${field.replace(/[^0-9a-z]/gi, '')}`;

/**
 * Change validation flags the edited field and those before it, never the ones after it: the
 * shopper has not reached them yet (CF7 walks the wraps in DOM order and stops at the target).
 */
export function fieldsUpTo(order: readonly string[], target: string | null): readonly string[] {
  if (target === null) return order;
  const index = order.indexOf(target);
  return index === -1 ? [] : order.slice(0, index + 1);
}

export interface Failure {
  readonly code: string;
  readonly message: string;
}

/** A feedback call that produced no CF7 answer, as the plugin names it (spec §8). */
export function transportFailure(error: ApiError): Failure {
  switch (error.kind) {
    case 'offline':
    case 'aborted': // only when the form left the page; nobody reads it, but the type stays total
      return { code: 'fetch_error', message: TEXTS.fetchError };
    case 'timeout':
      return { code: 'fetch_error', message: TEXTS.timeout };
    case 'invalid_json':
      return { code: 'invalid_json', message: TEXTS.invalidJson };
    case 'http':
      return { code: 'unknown_error', message: TEXTS.unknownError };
    case 'server':
      return { code: error.code || 'unknown_error', message: error.message.trim() || TEXTS.unknownError };
  }
}

/** URL fields: a value with a dot and no scheme gets `http://` (spec §5.4). */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || !trimmed.includes('.') || /^[a-z][a-z0-9.+-]*:/i.test(trimmed)) return value;
  return `http://${trimmed.replace(/^\/+/, '')}`;
}

export interface CounterSpec {
  readonly starting: number;
  readonly maximum: number | null;
  readonly minimum: number | null;
  readonly down: boolean;
}

export interface CounterState {
  readonly shown: number;
  readonly tooLong: boolean;
  readonly tooShort: boolean;
}

/** A character counter counts up from, or down from, its starting value (spec §5.4). */
export function countCharacters(length: number, spec: CounterSpec): CounterState {
  return {
    shown: spec.down ? spec.starting - length : spec.starting + length,
    tooLong: spec.maximum !== null && length > spec.maximum,
    tooShort: spec.minimum !== null && length < spec.minimum,
  };
}

export interface AcceptanceBox {
  readonly checked: boolean;
  readonly invert: boolean;
  readonly optional: boolean;
}

/** Every non-optional box ticked, every 'invert' box left unticked (spec §4.7). */
export const acceptanceSatisfied = (boxes: readonly AcceptanceBox[]) =>
  boxes.every((box) => box.optional || (box.invert ? !box.checked : box.checked));
