import { broken, compact, VALID, weightedSum, type CheckResult } from './result.ts';

/**
 * CNP (Cod Numeric Personal), `S AA LL ZZ JJ NNN C` (ecosystem §4.1): 13 digits, a sex/century
 * digit, a real birth date, a county code, a serial and a control digit.
 */
export type CnpRule = 'length' | 'sex' | 'date' | 'county' | 'serial' | 'control';

const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;

/** The century each sex digit encodes; resident foreigners (7, 8) and foreigners (9) carry none. */
const CENTURY: Readonly<Record<string, number | null>> = {
  '1': 1900,
  '2': 1900,
  '3': 1800,
  '4': 1800,
  '5': 2000,
  '6': 2000,
  '7': null,
  '8': null,
  '9': null,
};

/** The former Bucharest sectors 7 and 8 were merged into the others on 19 Dec 1979. */
const SECTORS_7_8_END = Date.UTC(1979, 11, 19);

export function checkCnp(input: string): CheckResult<CnpRule> {
  const cnp = compact(input);
  if (!/^\d{13}$/.test(cnp)) return broken('length');
  const century = CENTURY[cnp[0] ?? ''];
  if (century === undefined) return broken('sex');
  const birth = birthDate(cnp, century);
  if (birth === null) return broken('date');
  if (!countyExists(Number(cnp.slice(7, 9)), birth)) return broken('county');
  if (cnp.slice(9, 12) === '000') return broken('serial');
  if (controlDigit(cnp) !== Number(cnp[12])) return broken('control');
  return VALID;
}

export function controlDigit(cnp: string): number {
  const rest = weightedSum(cnp.slice(0, 12), WEIGHTS) % 11;
  return rest === 10 ? 1 : rest;
}

/** The birth time in UTC ms, or null when no century makes the date real. */
function birthDate(cnp: string, century: number | null): number | null {
  const year = Number(cnp.slice(1, 3));
  const month = Number(cnp.slice(3, 5));
  const day = Number(cnp.slice(5, 7));
  const centuries = century === null ? [2000, 1900] : [century];
  for (const base of centuries) {
    const time = Date.UTC(base + year, month - 1, day);
    const date = new Date(time);
    if (date.getUTCFullYear() === base + year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day)
      return time;
  }
  return null;
}

/** 01–46 (40 București, 41–46 its sectors), 51–52, 47–48 only before 1980, 70 and 80–83 for foreigners' permits. */
function countyExists(code: number, birth: number): boolean {
  if (code >= 1 && code <= 46) return true;
  if (code === 51 || code === 52 || code === 70) return true;
  if (code === 47 || code === 48) return birth < SECTORS_7_8_END;
  return code >= 80 && code <= 83;
}

/** The advisory message next to the CNP field for each broken rule; the server still decides. */
export const CNP_TEXTS: Readonly<Record<CnpRule, string>> = {
  length: 'CNP-ul are 13 cifre.',
  sex: 'Prima cifră a CNP-ului nu este validă.',
  date: 'Data nașterii din CNP nu este o dată reală.',
  county: 'Codul de județ din CNP nu este valid.',
  serial: 'Numărul de ordine din CNP nu poate fi 000.',
  control: 'Cifra de control a CNP-ului nu se potrivește. Verifică cifrele.',
};
