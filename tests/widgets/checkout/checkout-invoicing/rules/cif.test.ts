// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCif, isForeignVatNumber } from '../../../../../src/widgets/checkout/checkout-invoicing/rules/cif.ts';

describe('CIF / CUI (ecosystem §4.2)', () => {
  it.each<[string, string, ReturnType<typeof checkCif>]>([
    ['the reference vector is valid', '18547290', { valid: true }],
    ['the RO prefix (VAT payer) is stripped before the check', 'RO18547290', { valid: true }],
    ['the prefix may be lowercase and spaced', 'ro 18547290', { valid: true }],
    ['the control digit must match (10 × sum) mod 11 mod 10', '18547291', { valid: false, rule: 'control' }],
    ['a leading zero is not allowed', '08547290', { valid: false, rule: 'format' }],
    ['one digit is too short', '7', { valid: false, rule: 'format' }],
    ['eleven digits are too long', '18547290123', { valid: false, rule: 'format' }],
    ['letters inside are not allowed', '1854A290', { valid: false, rule: 'format' }],
    ['a two-digit CIF is checked with padding', '19', { valid: true }],
  ])('%s', (_rule, cif, expected) => {
    expect(checkCif(cif)).toEqual(expected);
  });

  it.each([
    ['DE123456789', true],
    ['BG175074752', true],
    ['RO18547290', false],
    ['18547290', false],
  ])('%s is a foreign VAT number: %s', (value, expected) => {
    expect(isForeignVatNumber(value)).toBe(expected);
  });
});
