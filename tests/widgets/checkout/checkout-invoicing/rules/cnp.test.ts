// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCnp, controlDigit } from '../../../../../src/widgets/checkout/checkout-invoicing/rules/cnp.ts';

describe('CNP (ecosystem §4.1)', () => {
  it.each<[string, string, ReturnType<typeof checkCnp>]>([
    ['the reference vector is valid', '1630615123457', { valid: true }],
    ['spaces between groups are ignored', '1 630615 12 345 7', { valid: true }],
    ['the control digit must match the weighted sum mod 11', '1630615123458', { valid: false, rule: 'control' }],
    ['a sum with remainder 10 gives control digit 1', '1630615120031', { valid: true }],
    ['12 digits are too few', '163061512345', { valid: false, rule: 'length' }],
    ['14 digits are too many', '16306151234570', { valid: false, rule: 'length' }],
    ['letters are not digits', '16306151234a7', { valid: false, rule: 'length' }],
    ['sex digit 0 does not exist', '0630615123457', { valid: false, rule: 'sex' }],
    ['the birth date must be real (31 February)', '1630231123454', { valid: false, rule: 'date' }],
    ['month 13 is not a date', '1631315123453', { valid: false, rule: 'date' }],
    ['county 00 does not exist', '1630615003450', { valid: false, rule: 'county' }],
    ['county 49 does not exist', '1630615493459', { valid: false, rule: 'county' }],
    ['county 51 (Călărași) exists', '5000101511235', { valid: true }],
    ['sectors 7 and 8 (47, 48) only before 19 Dec 1979', '1850101471237', { valid: false, rule: 'county' }],
    ['sector 7 is accepted for a birth before 1980', '1750101471232', { valid: true }],
    ['serial 000 does not exist', '1630615120004', { valid: false, rule: 'serial' }],
    ['a resident foreigner (7) has no century: any real date', '7000229123457', { valid: true }],
  ])('%s', (_rule, cnp, expected) => {
    expect(checkCnp(cnp)).toEqual(expected);
  });

  it('computes the control digit from the first 12 digits', () => {
    expect(controlDigit('163061512345')).toBe(7);
  });
});
