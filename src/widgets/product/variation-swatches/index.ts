import { createElement } from 'react';
import { afterPress } from '../../../lib/after-press.ts';
import { readSwatches } from '../../../lib/flatsome-swatches.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { swatchClick } from './model.ts';
import { VariationSwatches } from './VariationSwatches.tsx';

/**
 * Flatsome's swatches inside a variations form (`.ux-swatches[data-attribute_name]`), taken over by
 * a React radio group. The attribute's select stays the posted value: a pick writes it and fires
 * `change`, which the variations widget (and any legacy listener) handles as a shopper's choice.
 * React draws the swatches anew, so it waits for a press already held on a printed one: that
 * press's click goes to the printed swatch, which the form's light half answers (lib/after-press.ts).
 */
const variationSwatches: WidgetModule = {
  async mount(strip, context) {
    await afterPress(strip, '.ux-swatch');
    const form = strip.closest<HTMLFormElement>('form.variations_form');
    const attribute = strip.dataset.attribute_name ?? '';
    const select = [...(form?.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]') ?? [])].find(
      (candidate) => (candidate.dataset.attribute_name ?? candidate.name) === attribute,
    );
    const productId = Number(form?.dataset.product_id ?? 0);
    if (!form || !select || !productId) return undefined;
    const label = select.id ? form.querySelector(`label[for="${CSS.escape(select.id)}"]`)?.textContent?.trim() : '';
    strip.setAttribute('role', 'radiogroup');
    if (label) strip.setAttribute('aria-label', label);
    const choose = (value: string, deselect: boolean) => {
      select.value = swatchClick(select.value, value, deselect);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const swatches = readSwatches(strip);
    return mountReact(strip, createElement(VariationSwatches, { productId, attribute, swatches, choose }), context, {
      removeContainer: false,
    });
  },
};

export default variationSwatches;
