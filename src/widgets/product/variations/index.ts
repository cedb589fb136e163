import { readVariationResetText } from '../../../config/single-product.ts';
import { hideVariation } from '../shared/state/variation.ts';
import { withdrawOffer } from '../shared/state/variation-choice.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { renderProductMeta } from './product-meta.ts';
import { asksServer, parseVariations } from './model.ts';
import { createSession, revealHint, type VariationsSession } from './session.ts';
import { update } from './update.ts';

/** The reset link: every select back to "choose", the theme's alert says so, focus on the first. */
function onReset(session: VariationsSession, event: Event): void {
  const { form, selects } = session;
  event.preventDefault();
  for (const select of selects) select.value = '';
  update(session);
  const alert = form.querySelector('.reset_variations_alert');
  if (alert) alert.textContent = readVariationResetText();
  selects[0]?.focus();
}

/** A submit while the button is disabled is held: the hint shows and focus goes to the first empty select. */
function onSubmit(session: VariationsSession, event: Event): void {
  if (session.button?.getAttribute('aria-disabled') !== 'true') return;
  event.preventDefault();
  event.stopImmediatePropagation();
  revealHint(session);
  update(session);
  session.selects.find((select) => select.value === '')?.focus();
}

/** The server is asked again after a failed answer. */
function onRetry(session: VariationsSession): void {
  session.server?.retry();
  // The button hides while the server is asked again; focus waits on what the answer enables.
  (session.button ?? session.selects[0])?.focus();
  update(session);
}

/**
 * The variations form (WooCommerce add-to-cart-variation.js plus Flatsome's swatches, answered
 * here until their React radio group comes, swatches-light.ts): the
 * selects stay the posted values; the price block, the button, `variation_id` and the identifiers
 * follow the choice. Other widgets hear it through `state/variation.ts` (the shown variation),
 * `state/variation-choice.ts` (what each attribute still offers: the swatches draw it) and the
 * `vitrina:variations:show|hide` events, never through this form's DOM.
 */
const variations: WidgetModule = {
  mount(host, context) {
    if (!(host instanceof HTMLFormElement)) return undefined;
    const form = host;
    const printed = form.getAttribute('data-product_variations');
    const all = parseVariations(printed);
    const productId = Number(
      form.dataset.product_id ?? form.querySelector<HTMLInputElement>('input[name="product_id"]')?.value ?? 0,
    );
    if ((!all && !asksServer(printed)) || !productId) return undefined;
    const session: VariationsSession = createSession(form, productId, all, context, () => update(session));
    const { selects, retry, reset } = session;

    context.listen(form, 'change', (event) => {
      if (!(event.target instanceof HTMLSelectElement) || !selects.includes(event.target)) return;
      revealHint(session);
      update(session);
    });
    if (retry && session.server) context.listen(retry, 'click', () => onRetry(session));
    context.listen(form, 'submit', (event) => onSubmit(session, event), { capture: true });
    if (reset) context.listen(reset, 'click', (event) => onReset(session, event));
    update(session);

    return () => {
      session.server?.stop();
      retry?.remove();
      session.hint.remove();
      session.unmarkSingle?.();
      hideVariation(productId);
      renderProductMeta(session.scope, null);
      withdrawOffer(productId);
    };
  },
};

export default variations;
