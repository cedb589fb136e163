import { guarded } from '../../../../legacy/guarded.ts';
import { pageJQuery } from '../../../../legacy/jquery.ts';

/**
 * WooCommerce's variation events on the form, for themes and plugins that still listen through
 * jQuery (`found_variation`, `show_variation`, `hide_variation`, `reset_data`). The variation
 * object is passed as the original passed it: the parsed `data-product_variations` entry.
 */
export function triggerVariationEvent(
  form: HTMLFormElement,
  name: 'found_variation' | 'show_variation' | 'hide_variation' | 'reset_data',
  variation?: unknown,
): void {
  const jquery = pageJQuery();
  if (!jquery) return;
  const args = variation === undefined ? [] : name === 'show_variation' ? [variation, true] : [variation];
  // show_variation / hide_variation were triggered on .single_variation, which bubbles to the form and wrap.
  const target =
    name === 'show_variation' || name === 'hide_variation' ? (form.querySelector('.single_variation') ?? form) : form;
  guarded(name, () => jquery(target).trigger(name, args));
}
