import type { Fragments } from '../../../../api/cart.ts';
import { MINI_CART_FRAGMENT } from '../../shared/state/count.ts';

/** What the browser holds about the cart when a page starts (spec §3.1 client cart record). */
export interface CartSnapshot {
  /** False when sessionStorage/localStorage cannot be used (private modes, blocked storage). */
  readonly storageAvailable: boolean;
  readonly storedFragments: string | null;
  readonly storedHash: string | null;
  readonly created: string | null;
  readonly cookieHash: string | undefined;
  readonly itemsInCart: string | undefined;
}

type RefreshReason = 'storage-unavailable' | 'no-fragment' | 'hash-mismatch' | 'no-created' | 'expired';

export type CacheDecision =
  | { readonly action: 'use'; readonly fragments: Fragments; readonly refreshInMs: number }
  | { readonly action: 'skip'; readonly reason: 'empty-cart' }
  | { readonly action: 'refresh'; readonly reason: RefreshReason };

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value === '';

/**
 * Spec §4.2: stored fragments are used only when all four hold — a stored fragment for the
 * mini-cart area, the stored hash equal to the cart-hash cookie, a cart-created time, and that
 * time less than `lifetimeMs` old; otherwise the page refreshes from the server. Storage that
 * cannot be used always refreshes.
 *
 * One rule beyond the original (woocommerce/woocommerce#31981, #60851): with no
 * `woocommerce_items_in_cart` cookie and no stored hash the cart is empty, the server HTML
 * already shows it so, and no request is made.
 */
export function decideCache(snapshot: CartSnapshot, now: number, lifetimeMs: number): CacheDecision {
  if (!snapshot.storageAvailable) return { action: 'refresh', reason: 'storage-unavailable' };
  if (blank(snapshot.itemsInCart) && blank(snapshot.storedHash)) return { action: 'skip', reason: 'empty-cart' };
  const fragments = parseFragments(snapshot.storedFragments);
  if (!fragments || fragments[MINI_CART_FRAGMENT] === undefined) return { action: 'refresh', reason: 'no-fragment' };
  if ((snapshot.storedHash ?? '') !== (snapshot.cookieHash ?? ''))
    return { action: 'refresh', reason: 'hash-mismatch' };
  const created = blank(snapshot.created) ? Number.NaN : Number(snapshot.created);
  if (!Number.isFinite(created)) return { action: 'refresh', reason: 'no-created' };
  const age = now - created;
  if (age >= lifetimeMs) return { action: 'refresh', reason: 'expired' };
  return { action: 'use', fragments, refreshInMs: lifetimeMs - Math.max(age, 0) };
}

/** Stored JSON is untrusted too: anything but a map of strings is no fragment at all. */
export function parseFragments(json: string | null): Fragments | null {
  if (json === null || json === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const out: Record<string, string> = {};
  for (const [selector, html] of Object.entries(parsed)) if (typeof html === 'string') out[selector] = html;
  return out;
}
