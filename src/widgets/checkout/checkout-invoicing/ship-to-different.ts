import { readCheckoutParams } from '../shared/config/checkout.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { byId, setShown, typeSelect } from './dom.ts';
import { applyType } from './invoicing-type.ts';
import { COPIED_FIELDS } from './model.ts';

const CHECKBOX = '#ship-to-different-address input[type="checkbox"]';

/**
 * "Ship to a different address": the shipping block shows only when ticked (as checkout.js did),
 * and ticking it copies the invoicing type and the CIF, company name, reg. com. and CNP values
 * from billing (spec §4.3), firing input/change so every listener (checks, refresh) sees them.
 */
export function watchShipToDifferent(form: HTMLElement, context: WidgetContext): () => void {
  const checkbox = form.querySelector<HTMLInputElement>(CHECKBOX);
  const block = form.querySelector<HTMLElement>('div.shipping_address');
  if (!checkbox || !block) return () => undefined;
  setShown(block, checkbox.checked);
  context.listen(checkbox, 'change', () => {
    setShown(block, checkbox.checked);
    if (checkbox.checked) copyFromBilling(form);
  });
  return () => setShown(block, true);
}

function copyFromBilling(form: HTMLElement): void {
  const billingType = typeSelect(form, 'billing');
  const shippingType = typeSelect(form, 'shipping');
  if (billingType && shippingType && shippingType.value !== billingType.value) {
    shippingType.value = billingType.value;
    shippingType.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const field of COPIED_FIELDS) {
    const from = byId<HTMLInputElement>(form, `smartbill_billing_${field}`);
    const to = byId<HTMLInputElement>(form, `smartbill_shipping_${field}`);
    if (!from || !to || to.value === from.value) continue;
    to.value = from.value;
    to.dispatchEvent(new Event('input', { bubbles: true }));
    to.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (readCheckoutParams().smartbillBilling) applyType(form, 'shipping');
}
