import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutParams } from '../../src/widgets/checkout/shared/config/checkout.ts';
import { resetConfigWarnings } from '../../src/config/warn.ts';

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetConfigWarnings();
  globals.wc_checkout_params = { checkout_url: '/?wc-ajax=checkout' };
});

afterEach(() => {
  for (const name of ['wc_checkout_params', 'smartbill_billing', 'vitrina_checkout']) delete globals[name];
  vi.restoreAllMocks();
});

describe('SmartBill settings (legacy-contracts §17)', () => {
  it.each([
    [{ billing: '1', loc_checks: '1' }, true, true],
    [{ billing: '1', loc_checks: '' }, true, false],
    [{ billing: '', loc_checks: '1' }, false, true],
    [undefined, false, false],
  ])('smartbill_billing %j reads as billing %j, loc_checks %j', (value, billing, locChecks) => {
    if (value) globals.smartbill_billing = value;
    const params = readCheckoutParams();
    expect(params.smartbillBilling).toBe(billing);
    expect(params.locationCheck).toBe(locChecks);
  });

  it('loc_checks is the only switch of the sector check: no other global turns it on', () => {
    globals.vitrina_checkout = { location_check: '1' };
    expect(readCheckoutParams().locationCheck).toBe(false);
  });
});
