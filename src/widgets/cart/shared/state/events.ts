import type { ApiError } from '../../../../api/result.ts';
import type { Fragments } from '../../../../api/cart.ts';
import { CART_EVENTS } from '../../../../lib/events.ts';

/** The `vitrina:cart:*` DOM events (bubbling from body) and what each carries. */
export interface CartEventMap {
  adding: { readonly button: HTMLElement; readonly data: Readonly<Record<string, string>> };
  added: { readonly fragments: Fragments | undefined; readonly cartHash: string; readonly button: HTMLElement | null };
  removed: { readonly fragments: Fragments; readonly cartHash: string; readonly button: HTMLElement | null };
  'fragments-refreshed': { readonly fragments: Fragments; readonly cartHash: string };
  'fragments-loaded': { readonly fragments: Fragments };
  'fragments-error': { readonly error: ApiError };
}

/** Taken from the table, so a name without a row above fails to index the map. */
export type CartEventName = keyof typeof CART_EVENTS;

/** And a row without a name in the table fails here. */
const NAMES: Readonly<Record<keyof CartEventMap, string>> = CART_EVENTS;

export function emitCartEvent<N extends CartEventName>(name: N, detail: CartEventMap[N]): void {
  document.body.dispatchEvent(new CustomEvent(NAMES[name], { detail, bubbles: true }));
}
