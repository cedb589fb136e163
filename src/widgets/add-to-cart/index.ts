import { addToCart } from '../../api/cart.ts';
import { readAddToCartParams } from '../../config/index.ts';
import { errorText } from '../../i18n/index.ts';
import { legacyAllowsAdd, legacyButtonData, legacyCartEvents } from '../../legacy/cart-events.ts';
import { announceCart, clearCartAnnouncement, cartLiveRegion } from '../../legacy/cart-live-region.ts';
import { trackPending } from '../../state/cart.ts';
import { commitAdded, requestCartRefresh } from '../../state/cart-actions.ts';
import { emitCartEvent } from '../../state/cart-events.ts';
import { navigateWithinSite } from '../../state/cart-navigation.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { clearLoading, markAdded, markLoading } from './button.ts';
import { addOutcome, isAjaxAddButton, requestFields } from './model.ts';

export const ADDED_TEXT = 'Produsul a fost adăugat în coș.';
export const ADD_FAILED_TEXT = 'Produsul nu a putut fi adăugat în coș.';

/** One shopper add (legacy-contracts §1, spec §4.1): idle → loading → added. */
async function add(button: HTMLElement): Promise<void> {
  if (!legacyAllowsAdd(button)) return;
  const params = readAddToCartParams();
  const fields = requestFields(button.dataset, legacyButtonData(button));
  clearCartAnnouncement();
  markLoading(button);
  emitCartEvent('adding', { button, data: fields });
  legacyCartEvents.addingToCart(button, fields);

  const outcome = addOutcome(await trackPending(addToCart(fields)), params.redirectAfterAdd);
  switch (outcome.kind) {
    case 'product-page':
      if (navigateWithinSite(outcome.url)) return;
      break;
    case 'cart-page':
      if (navigateWithinSite(params.cartUrl)) return;
      break;
    case 'added':
      markAdded(button, outcome.response.fragments !== undefined, params);
      legacyCartEvents.cartButtonUpdated(button);
      commitAdded(outcome.response, button);
      announceCart(button.dataset.success_message ?? ADDED_TEXT);
      return;
    case 'failed':
      break;
  }
  // Nothing was shown for a failure before; now the shopper hears it and the cart shown is
  // re-read from the server, so it matches whatever the server did keep.
  clearLoading(button);
  announceCart(outcome.kind === 'failed' && outcome.error ? `${ADD_FAILED_TEXT} ${errorText(outcome.error)}` : ADD_FAILED_TEXT, 0);
  requestCartRefresh();
}

const addToCartWidget: WidgetModule = {
  mount(button, context) {
    cartLiveRegion();
    const onClick = (event: MouseEvent) => {
      if (!isAjaxAddButton(button)) return;
      event.preventDefault();
      add(button).catch(context.report);
    };
    // Links answer Enter natively, not Space; a real <button> answers both by itself.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || button instanceof HTMLButtonElement || !isAjaxAddButton(button)) return;
      event.preventDefault();
      button.click();
    };
    // A page restored from the back/forward cache must not keep a spinner of a request long gone.
    const onPageShow = () => clearLoading(button);
    // One signal removes every listener at unmount.
    const listeners = new AbortController();
    const { signal } = listeners;
    button.addEventListener('click', onClick, { signal });
    button.addEventListener('keydown', onKeyDown, { signal });
    window.addEventListener('pageshow', onPageShow, { signal });
    return () => listeners.abort();
  },
};

export default addToCartWidget;
