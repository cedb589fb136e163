import { getRefreshedFragments } from '../../api/cart.ts';
import { legacyCartEvents } from '../../legacy/cart-events.ts';
import { receiveCart } from '../../state/cart.ts';
import { emitCartEvent } from '../../state/cart-events.ts';
import { replaceFragments } from '../../state/cart-fragments-dom.ts';
import type { CartStorage } from '../../state/cart-storage.ts';

export interface RefreshOptions {
  /** The `time` field, computed once when the page started (the original's behaviour). */
  readonly time: number;
  readonly timeoutMs: number;
  readonly storage: CartStorage | null;
}

/**
 * One `get_refreshed_fragments` round trip (spec §7.1). An answer with fragments is swapped into
 * the page, stored, and announced; a failed call raises the error event and shows nothing, so
 * the page keeps what it had.
 */
export async function refreshCart({ time, timeoutMs, storage }: RefreshOptions): Promise<void> {
  const result = await getRefreshedFragments(time, timeoutMs);
  if (!result.ok) {
    emitCartEvent('fragments-error', { error: result.error });
    legacyCartEvents.fragmentsAjaxError();
    return;
  }
  const { fragments, cartHash } = result.value;
  if (!fragments) return;
  replaceFragments(fragments);
  receiveCart(fragments, cartHash);
  storage?.save(fragments, cartHash, cartHash !== '', Date.now());
  emitCartEvent('fragments-refreshed', { fragments, cartHash });
  legacyCartEvents.fragmentsRefreshed();
}
