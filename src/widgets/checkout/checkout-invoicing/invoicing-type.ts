import { readCheckoutParams } from '../shared/config/checkout.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { byId, setShown, typeSelect } from './dom.ts';
import { asType, KINDS, rowsFor, type AddressKind } from './model.ts';

/**
 * Spec §4.3, legacy-contracts §17: pj shows CIF, company name and reg. com.; pf shows the CNP and
 * the plain company field. SmartBill does this only when its `billing` setting is '1'; otherwise
 * every row stays as the server printed it.
 */
export function applyType(form: HTMLElement, kind: AddressKind): void {
  const select = typeSelect(form, kind);
  if (!select) return;
  const type = asType(select.value);
  const rows = rowsFor(kind);
  for (const id of rows.pf) setShown(byId(form, id), type === 'pf');
  for (const id of rows.pj) setShown(byId(form, id), type === 'pj');
}

export function watchInvoicingType(form: HTMLElement, context: WidgetContext): () => void {
  if (!readCheckoutParams().smartbillBilling) return () => undefined;
  for (const kind of KINDS) {
    applyType(form, kind);
    const select = typeSelect(form, kind);
    if (select) context.listen(select, 'change', () => applyType(form, kind));
  }
  return () => {
    for (const kind of KINDS)
      for (const id of [...rowsFor(kind).pf, ...rowsFor(kind).pj]) setShown(byId(form, id), true);
  };
}
