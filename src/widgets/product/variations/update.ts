import { hideVariation, showVariation } from '../shared/state/variation.ts';
import { publishOffer, type AttributeOffer } from '../shared/state/variation-choice.ts';
import { triggerVariationEvent } from './legacy/variation-events.ts';
import { VITRINA_EVENTS } from '../../../lib/events.ts';
import { renderButton, renderIdentifiers, renderQuantityLimits, renderSingleVariation, toShown } from './apply.ts';
import { renderProductMeta } from './product-meta.ts';
import { showResetLink } from './reset-link.ts';
import type { Choice, Variation } from './model.ts';
import { resolveAsked, resolvePrinted, type Resolved } from './server-status.ts';
import { attributeNameOf, canChoose, currentChoice, swatchesMayDeselect, type VariationsSession } from './session.ts';

/** What each attribute still offers with the current choice. */
function offers(session: VariationsSession, current: Choice): Record<string, AttributeOffer> {
  return Object.fromEntries(
    session.selects.map((select) => {
      const name = attributeNameOf(select);
      const available = Object.fromEntries(
        [...select.options]
          .filter((option) => option.value !== '')
          .map((option) => [option.value, canChoose(session, current, name, option.value)]),
      );
      return [name, { selected: current[name] ?? '', available }];
    }),
  );
}

/** The options no variation has with the current choice are disabled; the swatches and the reset link follow. */
function drawOffers(session: VariationsSession, current: Choice): void {
  for (const select of session.selects) {
    for (const option of select.options) {
      if (option.value !== '') option.disabled = !canChoose(session, current, attributeNameOf(select), option.value);
    }
  }
  const offered = offers(session, current);
  publishOffer(session.productId, { attributes: offered, deselect: swatchesMayDeselect(session.form) });
  session.swatches.draw(offered);
  if (session.reset) showResetLink(session.reset, Object.values(current).some(Boolean));
}

/** The chosen variation (or none) on the page: price block, identifiers, limits, and the events that tell others. */
function showChosen(session: VariationsSession, variation: Variation | null): void {
  const { form, productId, scope } = session;
  const hadOne = Boolean(session.shown);
  session.shown = variation;
  if (session.variationInput) session.variationInput.value = variation ? String(variation.variation_id) : '';
  renderSingleVariation(session.single, variation);
  renderIdentifiers(scope, variation);
  renderProductMeta(scope, variation);
  renderQuantityLimits(form, variation, session.originalLimits);
  const detail = { productId, variationId: variation?.variation_id ?? null };
  if (variation) {
    showVariation(toShown(productId, variation));
    form.dispatchEvent(new CustomEvent(VITRINA_EVENTS.variationShow, { bubbles: true, detail }));
    triggerVariationEvent(form, 'found_variation', variation);
    triggerVariationEvent(form, 'show_variation', variation);
  } else {
    hideVariation(productId);
    if (hadOne) form.dispatchEvent(new CustomEvent(VITRINA_EVENTS.variationHide, { bubbles: true, detail }));
    triggerVariationEvent(form, 'hide_variation');
    triggerVariationEvent(form, 'reset_data');
  }
}

/** Everything that follows the selects' values. */
export function update(session: VariationsSession): void {
  const { server, names, retry } = session;
  const current = currentChoice(session);
  drawOffers(session, current);
  const resolved: Resolved = server
    ? resolveAsked(server.lookup(current, names))
    : resolvePrinted(session.all ?? [], current, names);
  renderButton(session.button, session.hint, resolved.state, resolved.text);
  // Not `hidden`: the theme's `.button` rule sets display and would keep it shown.
  if (retry) retry.style.display = resolved.state === 'failed' ? '' : 'none';
  if (resolved.variation !== session.shown) showChosen(session, resolved.variation);
}
