import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeConsentRecord, encodeConsentRecord } from '../../src/lib/consent-record.ts';
import {
  allowsCategory,
  allowsPurpose,
  consentState,
  decideConsent,
  recordCcpaOptout,
  resetConsentState,
} from '../../src/state/consent.ts';

const globals = window as unknown as Record<string, unknown>;
const record = () => decodeConsentRecord(Cookies.get('CookieLawInfoConsent'));

function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

function withCcpa(type: string, extra: Record<string, string> = {}): void {
  globals.Cli_Data = {
    strictlyEnabled: ['necessary'],
    consentVersion: '1',
    ccpaEnabled: '1',
    ccpaType: type,
    ccpaBarEnabled: '',
    ...extra,
  };
  resetConsentState();
}

beforeEach(() => {
  clearCookies();
  withCcpa('ccpa_gdpr');
});
afterEach(() => {
  clearCookies();
  delete globals.Cli_Data;
  resetConsentState();
});

describe('CCPA opt-out record (cookie-law-info-ccpa.js optOutCcpa)', () => {
  it('writes ccpaOptout true, then false, into CookieLawInfoConsent, keeping the rest of the record and the other cookies', () => {
    Cookies.set('viewed_cookie_policy', 'yes');
    Cookies.set(
      'CookieLawInfoConsent',
      encodeConsentRecord({ ver: '1', categories: { necessary: true, analytics: true } }),
    );
    resetConsentState();
    recordCcpaOptout(true);
    expect(record()).toEqual({ ver: '1', categories: { necessary: true, analytics: true }, ccpaOptout: true });
    expect(consentState().value.optedOut).toBe(true);
    recordCcpaOptout(false);
    expect(record()).toEqual({ ver: '1', categories: { necessary: true, analytics: true }, ccpaOptout: false });
    expect(consentState().value.optedOut).toBe(false);
    expect(Cookies.get('viewed_cookie_policy')).toBe('yes');
  });

  it('with no record yet, writes one of ccpaOptout alone and records no decision', () => {
    recordCcpaOptout(true);
    expect(JSON.parse(atob(Cookies.get('CookieLawInfoConsent')!))).toEqual({ ccpaOptout: true });
    expect(Cookies.get('viewed_cookie_policy')).toBeUndefined();
    expect(consentState().value.decision).toBe('undecided');
  });

  it('a later choice in the bar keeps the opt-out in the record', () => {
    recordCcpaOptout(true);
    decideConsent({ accepted: true, categories: { necessary: true, analytics: true } });
    expect(record()).toEqual({ ver: '1', categories: { necessary: true, analytics: true }, ccpaOptout: true });
  });
});

describe('CCPA blocking rule (cookie-law-info-public.js L1093, L961)', () => {
  it('opted out: a parked script stays parked though its category was accepted; strict ones still run', () => {
    decideConsent({ accepted: true, categories: { necessary: true, analytics: true } });
    expect(allowsCategory(consentState().value, 'analytics')).toBe(true);
    recordCcpaOptout(true);
    const state = consentState().value;
    expect(allowsCategory(state, 'analytics')).toBe(false);
    expect(allowsPurpose(state, 'statistics')).toBe(false);
    expect(allowsCategory(state, 'necessary')).toBe(true);
  });

  it('ccpaOptout in the record means nothing while CCPA is off', () => {
    Cookies.set('viewed_cookie_policy', 'yes');
    Cookies.set(
      'CookieLawInfoConsent',
      encodeConsentRecord({ ver: '1', categories: { analytics: true }, ccpaOptout: true }),
    );
    globals.Cli_Data = { strictlyEnabled: ['necessary'], consentVersion: '1', ccpaEnabled: '', ccpaType: 'gdpr' };
    resetConsentState();
    expect(consentState().value.optedOut).toBe(false);
    expect(allowsCategory(consentState().value, 'analytics')).toBe(true);
  });

  it('CCPA alone without its bar holds nothing for a choice, until the shopper opts out', () => {
    withCcpa('ccpa');
    expect(consentState().value.decision).toBe('undecided');
    expect(allowsCategory(consentState().value, 'advertisement')).toBe(true);
    recordCcpaOptout(true);
    expect(allowsCategory(consentState().value, 'advertisement')).toBe(false);
  });

  it('CCPA alone with its bar (ccpaBarEnabled) waits for the choice as GDPR does', () => {
    withCcpa('ccpa', { ccpaBarEnabled: '1' });
    expect(allowsCategory(consentState().value, 'advertisement')).toBe(false);
  });
});
