// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  brokenRules,
  stateClasses,
  type RowRules,
} from '../../../../../src/widgets/checkout/checkout-invoicing/rules/required-email-phone.ts';

const text = (value: string) => ({ checkbox: false, checked: false, value });
const rules = (partial: Partial<RowRules>): RowRules => ({ required: false, email: false, phone: false, ...partial });

describe('inline validation rules (legacy-contracts §4 behaviour 4)', () => {
  it.each([
    ['an empty required value is invalid', rules({ required: true }), text(''), ['required']],
    ['only spaces count as empty', rules({ required: true }), text('   '), ['required']],
    ['a filled required value is valid', rules({ required: true }), text('Ana'), []],
    [
      'an unchecked required checkbox is invalid',
      rules({ required: true }),
      { checkbox: true, checked: false, value: 'on' },
      ['required'],
    ],
    [
      'a checked required checkbox is valid',
      rules({ required: true }),
      { checkbox: true, checked: true, value: 'on' },
      [],
    ],
    ['a well-formed e-mail is valid', rules({ required: true, email: true }), text('ana.popescu@exemplu.ro'), []],
    ['an e-mail without a domain is invalid', rules({ email: true }), text('ana@'), ['email']],
    ['an e-mail without a dotted domain is invalid', rules({ email: true }), text('ana@exemplu'), ['email']],
    [
      'an empty required e-mail breaks only the required rule',
      rules({ required: true, email: true }),
      text(''),
      ['required'],
    ],
    ['an empty optional e-mail is not judged', rules({ email: true }), text(''), []],
    [
      'a phone of digits, spaces and + ( ) - . / # _ is valid',
      rules({ phone: true }),
      text('+40 (722) 123-456.7/8#9_0'),
      [],
    ],
    ['a phone with letters is invalid', rules({ phone: true }), text('0722 abc'), ['phone']],
    [
      'an empty required phone breaks only the required rule',
      rules({ required: true, phone: true }),
      text(''),
      ['required'],
    ],
    ['a row without rules is never invalid', rules({}), text(''), []],
  ] as const)('%s', (_name, row, field, expected) => {
    expect(brokenRules(row, field)).toEqual(expected);
  });
});

describe('row state classes', () => {
  it('a row with no broken rule is validated', () => {
    expect(stateClasses([])).toEqual(['woocommerce-validated']);
  });

  it('each broken rule adds its own class to woocommerce-invalid', () => {
    expect(stateClasses(['required'])).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    expect(stateClasses(['email'])).toEqual(['woocommerce-invalid', 'woocommerce-invalid-email']);
    expect(stateClasses(['phone'])).toEqual(['woocommerce-invalid', 'woocommerce-invalid-phone']);
  });
});
