/**
 * What the shopper typed or chose in the panel's text fields, selects and radios, by name, so an
 * AJAX redraw (which replaces the form zone with the server's copy for the state it was asked
 * for) cannot wipe what was entered while the answer was on its way.
 */
export type Fields = ReadonlyMap<string, string>;

const FIELDS =
  '.woof_redraw_zone input[name]:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), .woof_redraw_zone select[name], .woof_redraw_zone input[type="radio"][name]:checked';

export function readFields(host: ParentNode): Fields {
  const fields = new Map<string, string>();
  host
    .querySelectorAll<HTMLInputElement | HTMLSelectElement>(FIELDS)
    .forEach((field) => fields.set(field.name, field.value));
  return fields;
}

/** The fields whose value is not what it was when `before` was read. */
export function changedSince(host: ParentNode, before: Fields): Fields {
  return new Map([...readFields(host)].filter(([name, value]) => before.get(name) !== value));
}

/** Writes those values into the redrawn zone's fields of the same name. */
export function restoreFields(host: ParentNode, fields: Fields): void {
  if (fields.size === 0) return;
  host
    .querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      '.woof_redraw_zone input[name], .woof_redraw_zone select[name]',
    )
    .forEach((field) => {
      const value = fields.get(field.name);
      if (value === undefined || (field instanceof HTMLInputElement && field.type === 'checkbox')) return;
      if (field instanceof HTMLInputElement && field.type === 'radio') field.checked = field.value === value;
      else field.value = value;
    });
}

/** by_sku's reset link: its field emptied, the link hidden until a code is typed again. */
export function clearSkuField(reset: HTMLElement): void {
  const field = reset
    .closest('.woof_show_sku_search_container')
    ?.querySelector<HTMLInputElement>('input.woof_show_sku_search');
  if (field) field.value = '';
  reset.hidden = true;
}
