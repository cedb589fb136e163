import { readAddToCartParams } from '../../../config/woocommerce.ts';
import { errorText } from '../../../i18n/errors.ts';
import { legacyAllowsAdd, legacyButtonData, legacyCartEvents } from '../shared/legacy/cart-events.ts';
import { announceCart, clearCartAnnouncement, cartLiveRegion } from '../shared/legacy/cart-live-region.ts';
import { addToCart, commitAdded, refreshCart } from '../shared/state/actions.ts';
import { navigateWithinSite } from '../shared/state/navigation.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { clearInlineMessage, showInlineMessage } from './inline-message.ts';
import { pressesButton } from '../../../ui/keys.ts';
import { clearLoading, markAdded, markLoading } from './button.ts';
import { addOutcome, isAjaxAddButton, requestFields } from './model.ts';

export const ADDED_TEXT = 'Produsul a fost adăugat în coș.';
export const ADD_FAILED_TEXT = 'Produsul nu a putut fi adăugat în coș.';

/** One shopper add (legacy-contracts §1, spec §4.1): idle → loading → added. */
async function add(button: HTMLElement): Promise<void> {
  // Refused by another script: no add, so not busy either (the cart's light half may have marked the press).
  if (!legacyAllowsAdd(button)) return clearLoading(button);
  const params = readAddToCartParams();
  const fields = requestFields(button.dataset, legacyButtonData(button));
  clearCartAnnouncement();
  clearInlineMessage(button);
  markLoading(button);
  const outcome = addOutcome(await addToCart(fields, button), params.redirectAfterAdd);
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
  // A failure is seen beside the button as well as heard: with only the spinner going away, a
  // sighted shopper took the click as lost and pressed again. The cart shown is re-read from the
  // server, so it matches whatever the server did keep. An off-site product_url ends here too.
  clearLoading(button);
  const text =
    outcome.kind === 'failed' && outcome.error ? `${ADD_FAILED_TEXT} ${errorText(outcome.error)}` : ADD_FAILED_TEXT;
  showInlineMessage(button, text);
  announceCart(text, 0);
  await refreshCart();
}

const addToCartWidget: WidgetModule = {
  mount(button, context) {
    cartLiveRegion();
    context.listen(button, 'click', (event) => {
      if (!isAjaxAddButton(button)) return;
      event.preventDefault();
      return add(button);
    });
    // Links answer Enter natively, not Space; a real <button> answers both by itself.
    context.listen(button, 'keydown', (event) => {
      if (event instanceof KeyboardEvent && isAjaxAddButton(button) && pressesButton(event, button)) button.click();
    });
    // A page restored from the back/forward cache must not keep a spinner of a request long gone.
    context.listen(window, 'pageshow', () => clearLoading(button));
    return undefined;
  },
};

export default addToCartWidget;
