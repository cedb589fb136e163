// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asType, isComplete, messageFor, rowsFor } from '../../../../src/widgets/checkout/checkout-invoicing/model.ts';
import { CIF_TEXTS } from '../../../../src/widgets/checkout/checkout-invoicing/rules/cif.ts';
import { CNP_TEXTS } from '../../../../src/widgets/checkout/checkout-invoicing/rules/cnp.ts';

describe('checkout-invoicing model', () => {
  it('pf shows CNP and the plain company field; pj the company name, CIF and reg. com., per address', () => {
    expect(rowsFor('shipping')).toEqual({
      pf: ['smartbill_shipping_cnp_field', 'shipping_company_field'],
      pj: [
        'smartbill_shipping_company_name_field',
        'smartbill_shipping_cif_field',
        'smartbill_shipping_nr_reg_com_field',
      ],
    });
  });

  it('anything but pj is pf', () => {
    expect([asType('pj'), asType('pf'), asType(undefined), asType('PJ')]).toEqual(['pj', 'pf', 'pf', 'pf']);
  });

  it('says nothing about an empty value, an address outside Romania or a foreign VAT number', () => {
    expect(messageFor('cnp', '', 'RO')).toBe('');
    expect(messageFor('cnp', '1234', 'MD')).toBe('');
    expect(messageFor('cif', 'DE123456789', 'RO')).toBe('');
  });

  it('names the broken rule of a Romanian value in Romanian, and nothing for a valid one', () => {
    expect(messageFor('cnp', '1630615123458', 'RO')).toBe(CNP_TEXTS.control);
    expect(messageFor('cnp', '1630615123457', 'RO')).toBe('');
    expect(messageFor('cnp', '1630615123457', '')).toBe('');
    expect(messageFor('cif', 'RO18547291', 'RO')).toBe(CIF_TEXTS.control);
  });

  it('judges while typing only once a value could be complete (a CIF waits for the blur)', () => {
    expect(isComplete('cnp', '163061512345')).toBe(false);
    expect(isComplete('cnp', '1630615123457')).toBe(true);
    expect(isComplete('cif', 'RO18547290')).toBe(false);
    expect(isComplete('nr_reg_com', 'J12/3456/20')).toBe(false);
    expect(isComplete('nr_reg_com', 'J12/3456/2020')).toBe(true);
    expect(isComplete('nr_reg_com', 'J2012000750528')).toBe(true);
  });
});
