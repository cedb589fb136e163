import { announceCart, clearCartAnnouncement } from '../shared/legacy/cart-live-region.ts';
import { removeCartItem } from '../shared/state/actions.ts';
import { navigateWithinSite } from '../shared/state/navigation.ts';
import type { Run } from '../../../runtime/types.ts';
import { setBusy } from '../../../ui/busy.ts';

export const REMOVED_TEXT = 'Produsul a fost eliminat din coș.';
export const REMOVE_SELECTOR = '.remove_from_cart_button';
const ROW_SELECTOR = '.woocommerce-mini-cart-item, .mini_cart_item';

const inFlight = new WeakSet<Element>();

/** Greyed and blocked while its request runs (the original's blockUI overlay, opacity 0.6). */
function block(row: HTMLElement | null): () => void {
  if (!row) return () => {};
  setBusy(row, true, 'updating');
  row.style.opacity = '0.6';
  row.style.pointerEvents = 'none';
  return () => {
    setBusy(row, false, 'updating');
    row.style.opacity = '';
    row.style.pointerEvents = '';
  };
}

/**
 * Spec §4.2 remove: blocked row, queued request, fragments swapped on success; without fragments
 * or on any failure the browser follows the link, whose server-side remove always works.
 * Returns false when the click must stay native (a link without a cart item key). The request goes
 * through the widget context's `run`, so a throw after it is reported, not left loose.
 */
export function removeItem(link: HTMLAnchorElement, onDone: (removed: boolean) => void, run: Run): boolean {
  const key = link.dataset.cart_item_key;
  if (!key) return false;
  if (inFlight.has(link)) return true;
  inFlight.add(link);
  clearCartAnnouncement();
  const unblock = block(link.closest<HTMLElement>(ROW_SELECTOR));
  run(
    removeCartItem(key, link).then((removed) => {
      inFlight.delete(link);
      if (removed) {
        announceCart(REMOVED_TEXT);
        onDone(true);
        return;
      }
      if (!navigateWithinSite(link.href)) unblock();
      onDone(false);
    }),
  );
  return true;
}
