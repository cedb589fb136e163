import { DEFAULTS } from '../../../../config/defaults.ts';
import { readSection } from '../../../../config/section.ts';

/**
 * The store context the analytics events carry (spec §3.11): currency RON, timezone +03:00, and
 * who is looking: a guest or not, a store admin or not, on which kind of device. WooCommerce
 * Analytics prints these as its common properties (`wcAnalytics.commonProps`); where the page
 * prints none, WordPress's body classes and the spec's constants stand in.
 */
export interface StoreContext {
  readonly currency: string;
  readonly timezone: string;
  readonly isGuest: boolean;
  readonly storeAdmin: boolean;
  readonly device: 'desktop' | 'mobile';
}

const MOBILE = /Mobile|Android|Silk\/|Kindle|BlackBerry|Opera Mini|Opera Mobi/i;

/** wp_is_mobile()'s reading of the user agent, which is what WooCommerce Analytics reports. */
export function deviceOf(userAgent: string): 'desktop' | 'mobile' {
  return MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}

export function readStoreContext(): StoreContext {
  const props = readSection('wcAnalytics', { required: false }).object('commonProps');
  const common = (key: string) => props[key];
  const flag = (key: string, fallback: boolean) => {
    const value = common(key);
    if (value === undefined || value === null || value === '') return fallback;
    return value === true || value === 1 || value === '1' || value === 'true';
  };
  const text = (key: string, fallback: string) => {
    const value = common(key);
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  const loggedIn = document.body.classList.contains('logged-in');
  const device = text('device', deviceOf(navigator.userAgent));
  return {
    currency: text('store_currency', DEFAULTS.currency),
    timezone: text('timezone', DEFAULTS.timezone),
    isGuest: flag('is_guest', !loggedIn),
    storeAdmin: flag('store_admin', false),
    device: device === 'mobile' ? 'mobile' : 'desktop',
  };
}
