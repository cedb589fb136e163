import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ATTRIBUTION_FIELDS,
  type AttributionParams,
} from '../../../../../src/widgets/checkout/order-attribution/config/attribution.ts';
import {
  attributionValues,
  startAttribution,
} from '../../../../../src/widgets/checkout/order-attribution/state/attribution.ts';
import { TRACKER_COOKIES } from '../../../../../src/widgets/checkout/order-attribution/state/attribution-cookies.ts';

const SETTINGS: AttributionParams = {
  lifetimeMonths: 6,
  sessionMinutes: 30,
  prefix: 'wc_order_attribution_',
  allowTracking: true,
  fields: ATTRIBUTION_FIELDS,
  consentCategory: 'marketing',
};
const page = (href: string) => ({
  url: new URL(href),
  referrer: '',
  now: new Date('2026-11-25T10:00:00Z'),
  userAgent: 'test',
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of TRACKER_COOKIES) document.cookie = `${name}=; max-age=-1; path=/`;
});

describe('attribution tracking and the cookie store', () => {
  it('reads the cookies twice per page view: once to decide, once for the values it wrote', () => {
    // happy-dom defines the accessor somewhere up the document's prototype chain.
    let owner: object = document;
    while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
    const reads = vi.spyOn(owner as Document, 'cookie', 'get');
    startAttribution(SETTINGS, page('https://magazin.example.ro/?utm_source=newsletter&utm_medium=email'));
    expect(reads).toHaveBeenCalledTimes(2);
    expect(attributionValues.value['utm_source']).toBe('newsletter');
  });

  it('a second page view in the session keeps the first source and counts the page', () => {
    startAttribution(SETTINGS, page('https://magazin.example.ro/?utm_source=newsletter&utm_medium=email'));
    startAttribution(SETTINGS, page('https://magazin.example.ro/produse/'));
    expect(attributionValues.value['utm_source']).toBe('newsletter');
    expect(attributionValues.value['session_pages']).toBe('2');
  });
});
