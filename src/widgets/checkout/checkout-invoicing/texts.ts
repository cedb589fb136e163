import type { CifRule } from './rules/cif.ts';
import type { CnpRule } from './rules/cnp.ts';
import type { TradeRegisterRule } from './rules/trade-register.ts';

/** Advisory messages next to the invoicing fields; the server still decides. */
export const CNP_TEXTS: Readonly<Record<CnpRule, string>> = {
  length: 'CNP-ul are 13 cifre.',
  sex: 'Prima cifră a CNP-ului nu este validă.',
  date: 'Data nașterii din CNP nu este o dată reală.',
  county: 'Codul de județ din CNP nu este valid.',
  serial: 'Numărul de ordine din CNP nu poate fi 000.',
  control: 'Cifra de control a CNP-ului nu se potrivește. Verifică cifrele.',
};

export const CIF_TEXTS: Readonly<Record<CifRule, string>> = {
  format: 'CIF-ul are între 2 și 10 cifre, fără zero la început, cu prefixul RO opțional.',
  control: 'Cifra de control a CIF-ului nu se potrivește. Verifică cifrele.',
};

export const TRADE_REGISTER_TEXTS: Readonly<Record<TradeRegisterRule, string>> = {
  format: 'Scrie numărul ca J40/1234/2020 sau în forma nouă, de 14 caractere (de ex. J2012000750528).',
  letter: 'Numărul de înregistrare începe cu J, F sau C.',
  county: 'Codul de județ din numărul de înregistrare nu este valid.',
  number: 'Numărul de ordine din Registrul Comerțului nu este valid.',
  year: 'Anul înregistrării nu este valid.',
  control: 'Cifra de control a numărului de înregistrare nu se potrivește.',
};

/** Spec §5.6. */
export const BUCHAREST_PLACEHOLDER = 'Sector 1, Sector 2 etc.';
export const BUCHAREST_CLEARED = 'Pentru București, scrie sectorul (Sector 1 … Sector 6). Localitatea introdusă a fost ștearsă.';
