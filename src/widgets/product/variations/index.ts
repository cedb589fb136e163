import { readVariationResetText } from '../../../config/single-product.ts';
import { hideVariation, showVariation } from '../shared/state/variation.ts';
import { publishOffer, withdrawOffer, type AttributeOffer } from '../shared/state/variation-choice.ts';
import { createLiveRegion, markLiveRegion } from '../../../ui/live-region/live-region.ts';
import { hideVisually } from '../../../ui/visually-hidden/visually-hidden.ts';
import { triggerVariationEvent } from './legacy/variation-events.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { renderButton, renderIdentifiers, renderQuantityLimits, renderSingleVariation, toShown } from './apply.ts';
import { renderProductMeta } from './product-meta.ts';
import { showResetLink } from './reset-link.ts';
import { lightSwatches } from './swatches-light.ts';
import { asksServer, isOptionAvailable, parseVariations, type Choice, type Variation } from './model.ts';
import { serverChoice } from './server-choice.ts';
import { createRetryButton, resolveAsked, resolvePrinted, type Resolved } from './server-status.ts';
import { VITRINA_EVENTS } from '../../../lib/events.ts';

let hintCount = 0;

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
    const productId = Number(form.dataset.product_id ?? form.querySelector<HTMLInputElement>('input[name="product_id"]')?.value ?? 0);
    if ((!all && !asksServer(printed)) || !productId) return undefined;
    // Too many variations to print: each complete choice is asked of the server, and no option can
    // be known unavailable beforehand (WooCommerce disables none either).
    const server = all ? null : serverChoice(productId, () => update(), context.report);
    const canChoose = (current: Choice, name: string, value: string) => !all || isOptionAvailable(all, current, name, value);

    const selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')];
    const nameOf = (select: HTMLSelectElement) => select.dataset.attribute_name ?? select.name;
    const names = selects.map(nameOf);
    const single = form.querySelector<HTMLElement>('.single_variation');
    // The price, stock and description block the choice rewrites is read when it changes.
    const unmarkSingle = single ? markLiveRegion(single) : undefined;
    const button = form.querySelector<HTMLButtonElement>('.single_add_to_cart_button');
    const variationInput = form.querySelector<HTMLInputElement>('input[name="variation_id"]');
    const reset = form.querySelector<HTMLElement>('.reset_variations');
    const quantity = form.querySelector<HTMLInputElement>('input.qty, input[name="quantity"]');
    const originalLimits = { min: quantity?.getAttribute('min') ?? null, max: quantity?.getAttribute('max') ?? null };
    const scope = form.closest('.product') ?? document;
    const hint = createLiveRegion('p');
    hint.className = 'vitrina-variation-hint';
    hint.id = `vitrina-variation-hint-${(hintCount += 1)}`;
    // Until the shopper acts, the hint is read (the button's description) but takes no room, so
    // mounting shifts nothing; after a choice or a blocked submit it shows (a shift right after
    // input does not count as layout shift).
    hideVisually(hint);
    const revealHint = () => {
      hint.style.cssText = '';
    };
    (button ?? form).after(hint);
    const retry = server ? createRetryButton() : null;
    if (retry) hint.after(retry);

    const allowDeselect = () => form.dataset.vitrinaSwatchDeselect !== 'off';
    const swatches = lightSwatches(form, (attribute) => selects.find((select) => nameOf(select) === attribute), allowDeselect, context.listen);
    const choice = (): Choice => Object.fromEntries(selects.map((select) => [nameOf(select), select.value]));
    let shown: Variation | null | undefined;

    const update = () => {
      const current = choice();
      for (const select of selects) {
        for (const option of select.options) {
          if (option.value !== '') option.disabled = !canChoose(current, nameOf(select), option.value);
        }
      }
      const offered = offers(current);
      publishOffer(productId, { attributes: offered, deselect: allowDeselect() });
      swatches.draw(offered);
      if (reset) showResetLink(reset, Object.values(current).some(Boolean));

      const resolved: Resolved = server ? resolveAsked(server.lookup(current, names)) : resolvePrinted(all ?? [], current, names);
      const variation = resolved.variation;
      renderButton(button, hint, resolved.state, resolved.text);
      // Not `hidden`: the theme's `.button` rule sets display and would keep it shown.
      if (retry) retry.style.display = resolved.state === 'failed' ? '' : 'none';
      if (variation === shown) return;
      const hadOne = Boolean(shown);
      shown = variation;
      if (variationInput) variationInput.value = variation ? String(variation.variation_id) : '';
      renderSingleVariation(single, variation);
      renderIdentifiers(scope, variation);
      renderProductMeta(scope, variation);
      renderQuantityLimits(form, variation, originalLimits);
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
    };

    const offers = (current: Choice): Record<string, AttributeOffer> =>
      Object.fromEntries(
        selects.map((select) => {
          const name = nameOf(select);
          const available = Object.fromEntries([...select.options].filter((option) => option.value !== '').map((option) => [option.value, canChoose(current, name, option.value)]));
          return [name, { selected: current[name] ?? '', available }];
        }),
      );

    const onChange = (event: Event) => {
      if (!(event.target instanceof HTMLSelectElement) || !selects.includes(event.target)) return;
      revealHint();
      update();
    };
    const onReset = (event: Event) => {
      event.preventDefault();
      for (const select of selects) select.value = '';
      update();
      const alert = form.querySelector('.reset_variations_alert');
      if (alert) alert.textContent = readVariationResetText();
      selects[0]?.focus();
    };
    const onSubmit = (event: Event) => {
      if (button?.getAttribute('aria-disabled') !== 'true') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      revealHint();
      update();
      selects.find((select) => select.value === '')?.focus();
    };
    context.listen(form, 'change', onChange);
    if (retry && server) {
      context.listen(retry, 'click', () => {
        server.retry();
        // The button hides while the server is asked again; focus waits on what the answer enables.
        (button ?? selects[0])?.focus();
        update();
      });
    }
    context.listen(form, 'submit', onSubmit, { capture: true });
    if (reset) context.listen(reset, 'click', onReset);
    update();

    return () => {
      server?.stop();
      retry?.remove();
      hint.remove();
      unmarkSingle?.();
      hideVariation(productId);
      renderProductMeta(scope, null);
      withdrawOffer(productId);
    };
  },
};

export default variations;
