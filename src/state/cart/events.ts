import type { ApiError } from '../../api/result.ts';
import type { Fragments } from '../../api/cart.ts';

/** The `vitrina:cart:*` DOM events (bubbling from body) and what each carries. */
export interface CartEventMap {
  adding: { readonly button: HTMLElement; readonly data: Readonly<Record<string, string>> };
  added: { readonly fragments: Fragments | undefined; readonly cartHash: string; readonly button: HTMLElement | null };
  removed: { readonly fragments: Fragments; readonly cartHash: string; readonly button: HTMLElement | null };
  'fragments-refreshed': { readonly fragments: Fragments; readonly cartHash: string };
  'fragments-loaded': { readonly fragments: Fragments };
  'fragments-error': { readonly error: ApiError };
  /** A request for a refresh (after a failed add, or from code that changed the cart). */
  refresh: Record<string, never>;
}

export type CartEventName = keyof CartEventMap;

export function emitCartEvent<N extends CartEventName>(name: N, detail: CartEventMap[N]): void {
  document.body.dispatchEvent(new CustomEvent(`vitrina:cart:${name}`, { detail, bubbles: true }));
}
