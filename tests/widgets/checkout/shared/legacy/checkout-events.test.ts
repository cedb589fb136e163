import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  legacyCheckoutEvents,
  legacyPlaceOrderAllowed,
} from '../../../../../src/widgets/checkout/shared/legacy/checkout-events.ts';
import { forgetLoggedLegacyErrors } from '../../../../../src/legacy/guarded.ts';
import { installFakeJQuery } from '../../../../legacy/fake-jquery.ts';

let uninstall = () => {};
afterEach(() => {
  uninstall();
  forgetLoggedLegacyErrors();
  vi.restoreAllMocks();
});

const form = document.createElement('form');

describe('the gateways are asked before an order is placed, as checkout.js asked them', () => {
  it('places without jQuery, and with jQuery when no handler objects', () => {
    expect(legacyPlaceOrderAllowed(form, 'netopiapayments')).toBe(true);
    const fake = installFakeJQuery();
    uninstall = fake.uninstall;
    fake.jq(form).on('checkout_place_order_netopiapayments', () => true);
    expect(legacyPlaceOrderAllowed(form, 'netopiapayments')).toBe(true);
  });

  it.each(['checkout_place_order', 'checkout_place_order_netopiapayments'])(
    '%s answering false holds the order back',
    (name) => {
      const fake = installFakeJQuery();
      uninstall = fake.uninstall;
      fake.jq(form).on(name, () => false);
      expect(legacyPlaceOrderAllowed(form, 'netopiapayments')).toBe(false);
      expect(legacyPlaceOrderAllowed(form, 'cod')).toBe(name === 'checkout_place_order' ? false : true);
    },
  );

  it('a handler that throws is logged once and does not stop the order', () => {
    const fake = installFakeJQuery();
    uninstall = fake.uninstall;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.jq(form).on('checkout_place_order', () => {
      throw new Error('gateway bug');
    });
    expect(legacyPlaceOrderAllowed(form, 'cod')).toBe(true);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('init_checkout is triggered on the body', () => {
    const fake = installFakeJQuery();
    uninstall = fake.uninstall;
    legacyCheckoutEvents.init();
    expect(fake.triggered.map((entry) => [entry.name, entry.target])).toEqual([['init_checkout', document.body]]);
  });
});
