import { broken, compact, VALID, weightedSum, type CheckResult } from './result.ts';

/** CIF / CUI (ecosystem §4.2): 2–10 digits without a leading zero, optional `RO` prefix, control digit. */
export type CifRule = 'format' | 'control';

const WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;

export function checkCif(input: string): CheckResult<CifRule> {
  const value = compact(input);
  const digits = value.startsWith('RO') ? value.slice(2) : value;
  if (!/^[1-9]\d{1,9}$/.test(digits)) return broken('format');
  const body = digits.slice(0, -1).padStart(9, '0');
  const control = ((weightedSum(body, WEIGHTS) * 10) % 11) % 10;
  return control === Number(digits.slice(-1)) ? VALID : broken('control');
}

/** A VAT number of another EU country (two letters, not RO) is not ours to judge. */
export function isForeignVatNumber(input: string): boolean {
  const value = compact(input);
  return /^[A-Z]{2}/.test(value) && !value.startsWith('RO');
}

/** The advisory message next to the CIF field for each broken rule; the server still decides. */
export const CIF_TEXTS: Readonly<Record<CifRule, string>> = {
  format: 'CIF-ul are între 2 și 10 cifre, fără zero la început, cu prefixul RO opțional.',
  control: 'Cifra de control a CIF-ului nu se potrivește. Verifică cifrele.',
};
