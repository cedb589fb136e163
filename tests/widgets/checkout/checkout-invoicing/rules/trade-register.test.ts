// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkTradeRegister,
  newFormControl,
} from '../../../../../src/widgets/checkout/checkout-invoicing/rules/trade-register.ts';

const TODAY = new Date('2026-06-01T12:00:00Z');

describe('trade-register number (ecosystem §4.3)', () => {
  it.each<[string, string, ReturnType<typeof checkTradeRegister>]>([
    ['old form J/county/number/year is valid', 'J40/1234/2020', { valid: true }],
    ['old form with a one-digit county', 'J5/12/1995', { valid: true }],
    ['old form with a full date is accepted', 'J52/750/22.11.2012', { valid: true }],
    ['F (individual businesses) is a register letter', 'F12/345/2010', { valid: true }],
    ['C (cooperatives) is a register letter', 'C22/7/2001', { valid: true }],
    ['lowercase and spaces are tolerated', ' j40 / 1234 / 2020 ', { valid: true }],
    ['other letters are not registers', 'X40/1234/2020', { valid: false, rule: 'letter' }],
    ['county 41 does not exist in the register', 'J41/1234/2020', { valid: false, rule: 'county' }],
    ['county 00 is not an old-form county', 'J00/1234/2020', { valid: false, rule: 'county' }],
    ['county 51 (Călărași) exists', 'J51/1/2004', { valid: true }],
    ['the number has at most 5 digits', 'J40/123456/2020', { valid: false, rule: 'number' }],
    ['number 0 does not exist', 'J40/0/2020', { valid: false, rule: 'number' }],
    ['the year is 1990 or later', 'J40/1234/1989', { valid: false, rule: 'year' }],
    ['the year is not in the future', 'J40/1234/2030', { valid: false, rule: 'year' }],
    ['missing slashes are a format error', 'J401234 2020', { valid: false, rule: 'format' }],
    ['new form: the reference vector is valid', 'J2012000750528', { valid: true }],
    ['new form: another known number', 'J2007007766403', { valid: true }],
    ['new form: a cooperative', 'C2005000007045', { valid: true }],
    ['new form: the control digit must match', 'J2012000750529', { valid: false, rule: 'control' }],
    ['new form: after 2024 the county is 00', 'J2025000123404', { valid: false, rule: 'county' }],
    ['new form: after 2024 with county 00 is valid', 'J2025000123009', { valid: true }],
    ['new form: 2024 allows county 00', 'J2024000001003', { valid: true }],
  ])('%s', (_rule, value, expected) => {
    expect(checkTradeRegister(value, TODAY)).toEqual(expected);
  });

  it('the letter counts as its char code mod 10 (J → 4)', () => {
    expect(newFormControl('J201200075052')).toBe(8);
  });
});
