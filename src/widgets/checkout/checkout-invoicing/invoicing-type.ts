import type { WidgetContext } from '../../../runtime/types.ts';
import { byId, checkedValue, setShown } from './dom.ts';
import { asType, KINDS, rowsFor, type AddressKind } from './model.ts';

/** Spec §4.3: pj shows CIF, company name and reg. com.; pf shows the CNP and the plain company field. */
export function applyType(form: HTMLElement, kind: AddressKind): void {
  const type = asType(checkedValue(form, `smartbill_${kind}_type`));
  const rows = rowsFor(kind);
  for (const id of rows.pf) setShown(byId(form, id), type === 'pf');
  for (const id of rows.pj) setShown(byId(form, id), type === 'pj');
}

export function watchInvoicingType(form: HTMLElement, context: WidgetContext): () => void {
  for (const kind of KINDS) {
    applyType(form, kind);
    for (const radio of form.querySelectorAll<HTMLInputElement>(`input[name="smartbill_${kind}_type"]`)) {
      context.listen(radio, 'change', () => applyType(form, kind));
    }
  }
  return () => {
    for (const kind of KINDS) for (const id of [...rowsFor(kind).pf, ...rowsFor(kind).pj]) setShown(byId(form, id), true);
  };
}
