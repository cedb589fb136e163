import { readCheckoutParams } from '../shared/config/checkout.ts';
import {
  BUCHAREST_CLEARED,
  BUCHAREST_PLACEHOLDER,
  bucharestCheckApplies,
  isBucharestSector,
} from './rules/bucharest.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { byId } from './dom.ts';
import { attachMessage } from './field-message.ts';

/**
 * Spec §5.6, only when the location-check setting is '1': in București the billing city must name
 * a sector, otherwise it is cleared. The placeholder suggests the form, and a message says why the
 * city went, so the shopper is not left wondering.
 */
export function watchBucharestCity(form: HTMLElement, context: WidgetContext): () => void {
  if (!readCheckoutParams().locationCheck) return () => undefined;
  const city = byId<HTMLInputElement>(form, 'billing_city');
  const state = byId<HTMLSelectElement>(form, 'billing_state');
  const country = byId<HTMLSelectElement>(form, 'billing_country');
  if (!city || !state) return () => undefined;
  const originalPlaceholder = city.placeholder;
  const message = attachMessage(city);
  const applies = () => bucharestCheckApplies(country?.value ?? 'RO', state.value);

  const placeholder = () => (city.placeholder = applies() ? BUCHAREST_PLACEHOLDER : originalPlaceholder);
  const check = () => {
    placeholder();
    if (!applies() || city.value.trim() === '' || isBucharestSector(city.value)) {
      if (city.value.trim() !== '' || !applies()) message.set('');
      return;
    }
    city.value = '';
    message.set(BUCHAREST_CLEARED);
    city.dispatchEvent(new Event('change', { bubbles: true }));
  };
  placeholder();
  context.listen(city, 'change', check);
  context.listen(state, 'change', check);
  if (country) context.listen(country, 'change', check);
  return () => {
    city.placeholder = originalPlaceholder;
    message.destroy();
  };
}
