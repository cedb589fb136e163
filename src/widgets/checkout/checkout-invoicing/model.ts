import { checkCif, CIF_TEXTS, isForeignVatNumber } from './rules/cif.ts';
import { checkCnp, CNP_TEXTS } from './rules/cnp.ts';
import { checkTradeRegister, TRADE_REGISTER_TEXTS } from './rules/trade-register.ts';

export type AddressKind = 'billing' | 'shipping';
export type InvoicingType = 'pf' | 'pj';
export type CheckedField = 'cnp' | 'cif' | 'nr_reg_com';

export const KINDS: readonly AddressKind[] = ['billing', 'shipping'];
export const CHECKED_FIELDS: readonly CheckedField[] = ['cnp', 'cif', 'nr_reg_com'];

/** Spec §4.3: what each invoicing type shows; the rest of the address is shared. */
export function rowsFor(kind: AddressKind): Readonly<Record<InvoicingType, readonly string[]>> {
  const sb = `smartbill_${kind}_`;
  return {
    pf: [`${sb}cnp_field`, `${kind}_company_field`],
    pj: [`${sb}company_name_field`, `${sb}cif_field`, `${sb}nr_reg_com_field`],
  };
}

/** The fields copied from billing when "ship to a different address" is ticked (spec §4.3). */
export const COPIED_FIELDS = ['cif', 'company_name', 'nr_reg_com', 'cnp'] as const;

export function asType(value: string | undefined): InvoicingType {
  return value === 'pj' ? 'pj' : 'pf';
}

/**
 * The advisory message for one field, or '' when there is nothing to say: an empty value, an
 * address outside Romania and a foreign VAT number are the server's to judge.
 */
export function messageFor(field: CheckedField, value: string, country: string, today = new Date()): string {
  if (value.trim() === '' || (country !== '' && country !== 'RO')) return '';
  if (field === 'cnp') {
    const result = checkCnp(value);
    return result.valid ? '' : CNP_TEXTS[result.rule];
  }
  if (field === 'cif') {
    if (isForeignVatNumber(value)) return '';
    const result = checkCif(value);
    return result.valid ? '' : CIF_TEXTS[result.rule];
  }
  const result = checkTradeRegister(value, today);
  return result.valid ? '' : TRADE_REGISTER_TEXTS[result.rule];
}

/** A value is worth judging while typing once it could be complete; shorter ones wait for the blur. */
export function isComplete(field: CheckedField, value: string): boolean {
  const compact = value.replace(/[\s./-]/g, '');
  if (field === 'cnp') return compact.length >= 13;
  if (field === 'cif') return false;
  return compact.length >= 14 || /\/\d{4}$/.test(value.trim());
}
