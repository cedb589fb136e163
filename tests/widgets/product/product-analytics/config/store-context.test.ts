import { afterEach, describe, expect, it } from 'vitest';
import {
  deviceOf,
  readStoreContext,
} from '../../../../../src/widgets/product/product-analytics/config/store-context.ts';

const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win.wcAnalytics;
  document.body.className = '';
});

describe('store context (spec §3.11)', () => {
  it('falls back to RON, +03:00, a guest unless logged in, no store admin', () => {
    expect(readStoreContext()).toMatchObject({ currency: 'RON', timezone: '+03:00', isGuest: true, storeAdmin: false });
    document.body.className = 'logged-in';
    expect(readStoreContext().isGuest).toBe(false);
  });

  it("takes WooCommerce Analytics' common properties when printed", () => {
    win.wcAnalytics = {
      commonProps: { is_guest: 0, store_admin: 1, device: 'mobile', timezone: '+02:00', store_currency: 'EUR' },
    };
    expect(readStoreContext()).toEqual({
      currency: 'EUR',
      timezone: '+02:00',
      isGuest: false,
      storeAdmin: true,
      device: 'mobile',
    });
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 'desktop'],
  ] as const)('%s is %s', (agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });
});
