import type { AttributionValues } from './state/attribution.ts';

/**
 * The hidden inputs `<wc-order-attribution-inputs>` holds: one `input[type=hidden]` per field,
 * named `<prefix><field>`, created when the server did not print it. Values are always strings.
 */
export function fillInputs(group: HTMLElement, prefix: string, values: AttributionValues): void {
  for (const [field, value] of Object.entries(values)) {
    const name = `${prefix}${field}`;
    let input = group.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    if (!input) {
      input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      group.append(input);
    }
    input.value = value;
  }
}

/**
 * One group per form (WooCommerce PR #67711): a second group in the same form would post every
 * field twice, so its inputs are disabled. Groups outside any form each stand alone.
 */
export function isDuplicateInForm(group: HTMLElement): boolean {
  const form = group.closest('form');
  if (!form) return false;
  return form.querySelector('wc-order-attribution-inputs') !== group;
}

export function disableInputs(group: HTMLElement): void {
  for (const input of group.querySelectorAll('input')) input.disabled = true;
}
