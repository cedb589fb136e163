import type { FieldValue, FormValues } from './types.ts';

/** FormData as the rules read it: `name[]` folded into `name`, as CF7 names its schema fields. */
export function formValues(entries: Iterable<[string, FieldValue]>): FormValues {
  const values = new Map<string, FieldValue[]>();
  for (const [name, value] of entries) {
    const field = name.replace(/\[\]$/, '');
    const list = values.get(field) ?? [];
    list.push(value);
    values.set(field, list);
  }
  return values;
}
