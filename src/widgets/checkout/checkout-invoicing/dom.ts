/** Small DOM helpers shared by this widget's parts: find by id inside the form, show/hide as jQuery did. */
export function byId<T extends HTMLElement = HTMLElement>(form: HTMLElement, id: string): T | null {
  const element = form.ownerDocument.getElementById(id);
  return element && form.contains(element) ? (element as T) : null;
}

/** display:none keeps the inputs in the form, so hidden fields still post (the server decides). */
export function setShown(element: HTMLElement | null, shown: boolean): void {
  if (!element) return;
  element.style.display = shown ? '' : 'none';
}

/** SmartBill prints its invoicing type as `select#smartbill_<kind>_type` (legacy-contracts §17). */
export function typeSelect(form: HTMLElement, kind: 'billing' | 'shipping'): HTMLSelectElement | null {
  const element = byId(form, `smartbill_${kind}_type`);
  return element instanceof HTMLSelectElement ? element : null;
}

export function addDescribedBy(input: HTMLElement, id: string): void {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!ids.includes(id)) input.setAttribute('aria-describedby', [...ids, id].join(' '));
}

export function removeDescribedBy(input: HTMLElement, id: string): void {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((entry) => entry && entry !== id);
  if (ids.length > 0) input.setAttribute('aria-describedby', ids.join(' '));
  else input.removeAttribute('aria-describedby');
}

/** An advisory CNP/CIF/reg. com. message is showing for this field (see field-message.ts). */
export function hasAdvisory(field: HTMLElement): boolean {
  return (field.ownerDocument.getElementById(`${field.id}_check`)?.textContent ?? '').trim() !== '';
}

/** Inline validation has judged this field's row invalid (see inline-validation.ts). */
export function rowInvalid(field: HTMLElement): boolean {
  return field.closest('.form-row')?.classList.contains('woocommerce-invalid') ?? false;
}
