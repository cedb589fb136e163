import { broken, VALID, type CheckResult } from './result.ts';

/**
 * Trade-register number (Nr. de ordine în Registrul Comerțului, ecosystem §4.3), in either form:
 * the old `J40/1234/2020` (also with a full date `J52/750/22.11.2012`) or the 14-character
 * `J2012000750528` used since 26 July 2024 (letter, year, serial, county, control digit).
 */
export type TradeRegisterRule = 'format' | 'letter' | 'county' | 'number' | 'year' | 'control';

const OLD_FORM = /^([A-Z])(\d{1,2})\/(\d+)\/(?:\d{1,2}\.\d{1,2}\.)?(\d{4})$/;
const NEW_FORM = /^([A-Z])(\d{4})(\d{6})(\d{2})(\d)$/;
const FIRST_YEAR = 1990;

export function checkTradeRegister(input: string, today: Date = new Date()): CheckResult<TradeRegisterRule> {
  const value = input.trim().toUpperCase().replace(/\s+/g, '');
  const old = OLD_FORM.exec(value);
  if (old) return checkOld(old, today.getFullYear());
  const fresh = NEW_FORM.exec(value);
  if (fresh) return checkNew(fresh, today.getFullYear());
  return broken('format');
}

function checkOld(
  [, letter = '', county = '', serial = '', year = '']: readonly (string | undefined)[],
  thisYear: number,
): CheckResult<TradeRegisterRule> {
  if (!isRegisterLetter(letter)) return broken('letter');
  if (!isCounty(Number(county))) return broken('county');
  if (serial.length > 5 || Number(serial) === 0) return broken('number');
  if (Number(year) < FIRST_YEAR || Number(year) > thisYear) return broken('year');
  return VALID;
}

function checkNew(
  [whole = '', letter = '', year = '', serial = '', county = '', control = '']: readonly (string | undefined)[],
  thisYear: number,
): CheckResult<TradeRegisterRule> {
  if (!isRegisterLetter(letter)) return broken('letter');
  const registered = Number(year);
  if (registered < FIRST_YEAR || registered > thisYear) return broken('year');
  const code = Number(county);
  // Numbers handed out after 2024 carry county 00; 2024 saw both; older companies keep their county.
  const countyOk = registered > 2024 ? code === 0 : registered === 2024 ? code === 0 || isCounty(code) : isCounty(code);
  if (!countyOk) return broken('county');
  if (Number(serial) === 0) return broken('number');
  return newFormControl(whole.slice(0, 13)) === Number(control) ? VALID : broken('control');
}

/** J legal entities, F individual and family businesses, C cooperatives. */
function isRegisterLetter(letter: string): boolean {
  return letter === 'J' || letter === 'F' || letter === 'C';
}

/** 1–40 (40 = București), 51 Călărași, 52 Giurgiu. */
function isCounty(code: number): boolean {
  return (code >= 1 && code <= 40) || code === 51 || code === 52;
}

/** The letter counts as its char code mod 10, then every digit is summed; the last digit is the control. */
export function newFormControl(first13: string): number {
  let sum = first13.charCodeAt(0) % 10;
  for (const digit of first13.slice(1)) sum += Number(digit);
  return sum % 10;
}

/** The advisory message next to the trade-register field for each broken rule; the server still decides. */
export const TRADE_REGISTER_TEXTS: Readonly<Record<TradeRegisterRule, string>> = {
  format: 'Scrie numărul ca J40/1234/2020 sau în forma nouă, de 14 caractere (de ex. J2012000750528).',
  letter: 'Numărul de înregistrare începe cu J, F sau C.',
  county: 'Codul de județ din numărul de înregistrare nu este valid.',
  number: 'Numărul de ordine din Registrul Comerțului nu este valid.',
  year: 'Anul înregistrării nu este valid.',
  control: 'Cifra de control a numărului de înregistrare nu se potrivește.',
};
