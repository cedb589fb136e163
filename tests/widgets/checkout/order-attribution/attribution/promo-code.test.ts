import { afterEach, describe, expect, it } from 'vitest';
import { readAttributionParams } from '../../../../../src/widgets/checkout/order-attribution/config/attribution.ts';
import { promoCode } from '../../../../../src/widgets/checkout/order-attribution/attribution/promo-code.ts';

const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win.wc_order_attribution;
});

describe('traffic tracker defaults (spec §9)', () => {
  it('draws promo codes across 100000–999999, both ends included', () => {
    const range = { min: 100000, max: 999999 };
    expect(promoCode(0, range)).toBe(100000);
    expect(promoCode(0.999999999, range)).toBe(999999);
    expect(promoCode(0.5, range)).toBe(550000);
  });

  it('keeps the printed lifetime, and 6 months when none is printed', () => {
    win.wc_order_attribution = { params: { lifetime: 1e-5, session: 30 } };
    expect(readAttributionParams()?.lifetimeMonths).toBe(1e-5);
    win.wc_order_attribution = { params: {} };
    expect(readAttributionParams()?.lifetimeMonths).toBe(6);
  });

  it('turns the promo code on with true (default range) or its own range', () => {
    win.wc_order_attribution = { params: {} };
    expect(readAttributionParams()?.promoCode).toBeUndefined();
    win.wc_order_attribution = { params: { promocode: true } };
    expect(readAttributionParams()?.promoCode).toEqual({ min: 100000, max: 999999 });
    win.wc_order_attribution = { params: { promocode: { min: 10, max: '20' } } };
    expect(readAttributionParams()?.promoCode).toEqual({ min: 10, max: 20 });
  });
});
